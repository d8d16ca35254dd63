import { LiveJobMeta } from '../components/page/JobPosted';
import { defineIsland } from './defineIsland';

/** A job's facts line, with "Posted … ago" by the visitor's date. */
export const JobMetaIsland = defineIsland('job-meta', LiveJobMeta);
