import type { Job } from '@ardena/content';
import { JobMeta } from '@ardena/ui';
import { Island } from '../../islands/Island';
import { useNow } from '../../useNow';

export type JobFacts = Pick<Job, 'department' | 'location' | 'type' | 'posted'>;

/** A job's facts with "Posted … ago" by the visitor's date (prerendered at build time, then updated: an island). */
export function LiveJobMeta({ department, location, type, posted }: JobFacts) {
  const now = useNow();
  return <JobMeta department={department} location={location} type={type} posted={posted} now={now} />;
}

/** The job facts line as its island. */
export function JobFactsLine({ job }: { job: Job }) {
  const { department, location, type, posted } = job;
  return <Island name="job-meta" component={LiveJobMeta} props={{ department, location, type, posted }} />;
}
