export type { ConsentBannerHeadingLevel, ConsentBannerProps } from './ConsentBanner';
export { ConsentBanner, consentBannerHeadingLevels, defaultConsentBannerDescription } from './ConsentBanner';
export {
  bannerHeightVariable as consentBannerHeightVariable,
  bannerShownAttribute as consentBannerShownAttribute,
} from './ConsentBanner.css';
