import type { Job } from '@ardena/content';
import { JobMeta } from '@ardena/ui/patterns';
import { useNow } from '../../useNow';

export type JobFacts = Pick<Job, 'department' | 'location' | 'type' | 'posted'>;

/** A job's facts with "Posted … ago" by the visitor's date (prerendered at build time, then updated: an island). */
export function LiveJobMeta({ department, location, type, posted }: JobFacts) {
  const now = useNow();
  return <JobMeta department={department} location={location} type={type} posted={posted} now={now} />;
}
