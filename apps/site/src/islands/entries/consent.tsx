// Hydrates the 'consent' islands of the page (see src/islands/hydrate.tsx).
import { SiteConsent } from '../../components/SiteConsent';
import { hydrateIslands } from '../hydrate';

hydrateIslands('consent', SiteConsent);
