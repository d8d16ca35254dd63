import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { media } from '../../theme/tokens';

/**
 * The banner's measured height, set on `<html>` while it shows. Public: pages with their own fixed footers
 * can read it too.
 */
export const bannerHeightVariable = '--ardena-consent-banner-height';
/** Set on `<html>` while the banner shows, so the page reserves its height. */
export const bannerShownAttribute = 'data-consent-banner';

// WCAG 2.4.11: while the banner overlays the bottom of the viewport, the page scrolls focused elements above
// it (scroll-padding) and can scroll its last content clear of it (padding).
// The padding sits on <html>, not <body>: hosts (Storybook among them) style body padding with stronger selectors.
globalStyle(`html[${bannerShownAttribute}]`, {
  scrollPaddingBottom: `calc(var(${bannerHeightVariable}, 0px) + ${vars.space.md})`,
  paddingBottom: `var(${bannerHeightVariable}, 0px)`,
});

export const banner = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.banner,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  borderTop: `2px solid ${vars.color.brand}`,
  boxShadow: vars.shadow.lg,
  maxHeight: '60vh',
  overflowY: 'auto',
});

export const inner = style({
  position: 'relative',
  maxWidth: vars.size.container,
  marginInline: 'auto',
  padding: vars.space.md,
  paddingInlineEnd: `calc(${vars.size.target} + ${vars.space.md})`,
  display: 'grid',
  gap: vars.space.md,
  '@media': {
    [media.md]: {
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      padding: vars.space.lg,
      paddingInlineEnd: `calc(${vars.size.target} + ${vars.space.lg})`,
    },
  },
});

export const text = style({ display: 'grid', gap: vars.space.xs, maxWidth: vars.size.prose });

export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const privacyLink = style({
  color: vars.color.brandText,
  textDecorationLine: 'underline',
  textUnderlineOffset: '0.2em',
  fontWeight: vars.fontWeight.medium,
  borderRadius: vars.radius.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  '@media': { [media.md]: { flexWrap: 'nowrap' } },
});

/** Equal prominence: Accept All and Reject All share width rules as well as styles. */
export const choice = style({
  flex: '1 1 10rem',
  '@media': { [media.md]: { flex: '0 0 auto' } },
});

// IconButton supplies the 44 px target, colours and focus ring; the banner only places it in its corner.
export const close = style({ position: 'absolute', top: vars.space.xs, insetInlineEnd: vars.space.xs });
