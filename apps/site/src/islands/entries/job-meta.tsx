// Hydrates the 'job-meta' islands of the page (see src/islands/hydrate.tsx).
import { LiveJobMeta } from '../../components/page/JobPosted';
import { hydrateIslands } from '../hydrate';

hydrateIslands('job-meta', LiveJobMeta);
