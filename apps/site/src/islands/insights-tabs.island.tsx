import { InsightsTabs } from '../components/page/InsightsTabs';
import { defineIsland } from './defineIsland';

/** The tabs and articles of /insights. */
export const InsightsTabsIsland = defineIsland('insights-tabs', InsightsTabs);
