export type { PageHeroProps, PageHeroSize } from './PageHero';
export { PageHero, pageHeroSizes } from './PageHero';
