import type { Job } from '@ardena/content';
import { FeatureGrid, JobCard } from '@ardena/ui/patterns';
import { useNow } from '../../useNow';
import type { JobFacts } from './JobPosted';

/** One open role as the careers list shows it, as plain data (island props travel as JSON). */
export interface OpenRole extends JobFacts {
  slug: string;
  title: string;
  summary: string;
  href: string;
  applyHref: string;
  applyLabel: string;
}

/** The open roles of /careers, each saying how long ago it was posted by the visitor's date. */
export function LiveJobCards({ roles }: { roles: readonly OpenRole[] }) {
  const now = useNow();
  return (
    <FeatureGrid columns={2}>
      {roles.map((role) => (
        <JobCard
          key={role.slug}
          title={role.title}
          department={role.department}
          location={role.location}
          type={role.type}
          posted={role.posted}
          now={now}
          summary={role.summary}
          href={role.href}
          applyHref={role.applyHref}
          applyLabel={role.applyLabel}
          headingLevel={3}
        />
      ))}
    </FeatureGrid>
  );
}

/** The careers list's data for `jobs` (the props of JobCardsIsland). */
export function toOpenRoles(jobs: readonly Job[]): OpenRole[] {
  return jobs.map((job) => ({
    slug: job.slug,
    title: job.title,
    department: job.department,
    location: job.location,
    type: job.type,
    posted: job.posted,
    summary: `${job.summary} ${job.experience} of experience.`,
    href: job.path,
    applyHref: job.apply.kind === 'mail' ? job.apply.href : job.path,
    applyLabel: job.apply.label,
  }));
}
