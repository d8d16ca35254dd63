// Hydrates the 'skip-link' islands of the page (see src/islands/hydrate.tsx).
import { SiteSkipLink } from '../../components/SiteHeaderBar';
import { hydrateIslands } from '../hydrate';

hydrateIslands('skip-link', SiteSkipLink);
