// Hydrates the 'reveal-grid' islands of the page (see src/islands/hydrate.tsx).
import { RevealGrid } from '../../components/page/RevealGrid';
import { hydrateIslands } from '../hydrate';

hydrateIslands('reveal-grid', RevealGrid);
