export type { CookieBannerProps } from './CookieBanner';
export { CookieBanner, prerenderedBannerAttribute } from './CookieBanner';
