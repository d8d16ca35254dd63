// Hydrates the 'job-meta' islands of the page (see src/islands/hydrate.tsx).
import { LiveJobMeta } from '../../components/JobPosted';
import { hydrateIslands } from '../hydrate';

hydrateIslands('job-meta', LiveJobMeta);
