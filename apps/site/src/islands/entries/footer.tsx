// Hydrates the 'footer' islands of the page (see src/islands/hydrate.tsx).
import { SiteFooterBar } from '../../components/SiteFooterBar';
import { hydrateIslands } from '../hydrate';

hydrateIslands('footer', SiteFooterBar);
