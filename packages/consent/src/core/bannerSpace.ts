// The names through which the cookie banner reserves its height on the page. They live in the framework-free entry
// so a stylesheet or a pre-paint script can use them without loading React.

/**
 * The banner's measured height, set on `<html>` while it shows (for example `620px`). Pages with their own fixed
 * footers can read it too.
 */
export const cookieBannerHeightVariable = '--ardena-consent-banner-height';
/** Set on `<html>` while the banner shows, so the page reserves its height. */
export const cookieBannerShownAttribute = 'data-consent-banner';
