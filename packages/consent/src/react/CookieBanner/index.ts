export type { CookieBannerProps } from './CookieBanner';
export { CookieBanner, prerenderedBannerAttribute } from './CookieBanner';
export type { CookieBannerHeadingLevel } from './CookieBannerView';
export { cookieBannerHeadingLevels, defaultCookieBannerDescription } from './CookieBannerView';
