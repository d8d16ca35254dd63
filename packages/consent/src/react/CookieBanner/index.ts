export type { CookieBannerProps } from './CookieBanner';
export { CookieBanner } from './CookieBanner';
