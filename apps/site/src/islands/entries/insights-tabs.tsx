// Hydrates the 'insights-tabs' islands of the page (see src/islands/hydrate.tsx).
import { InsightsTabs } from '../../components/page/InsightsTabs';
import { hydrateIslands } from '../hydrate';

hydrateIslands('insights-tabs', InsightsTabs);
