// Hydrates the 'header' islands of the page (see src/islands/hydrate.tsx).
import { SiteHeaderBar } from '../../components/SiteHeaderBar';
import { hydrateIslands } from '../hydrate';

hydrateIslands('header', SiteHeaderBar);
