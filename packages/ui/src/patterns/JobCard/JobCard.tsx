import { Mail } from 'lucide-react';
import { forwardRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { CardContent, CardDescription, CardFooter, type CardProps, type CardTitleLevel } from '../../components/Card';
import { JobMeta, type JobMetaLabels } from '../JobMeta';
import { LinkedCard } from '../LinkedCard';
import * as styles from './JobCard.css';

export interface JobCardProps extends Omit<CardProps, 'title' | 'interactive' | 'children'> {
  /** The role, for example 'Senior Backend Engineer'; names the link to the job page. */
  title: string;
  /** Team, shown as a badge. */
  department: string;
  location: string;
  /** Contract type, for example 'Full-time'. */
  type: string;
  /** When the role was posted (ISO date). */
  posted?: string | Date;
  /** The moment to count 'posted ago' from; now unless pinned. */
  now?: Date;
  /** A sentence about the role. */
  summary?: ReactNode;
  /** The job's page, for example `/careers/product-designer`. */
  href: string;
  /** The mail link behind 'Apply Now', for example `mailto:careers@…?subject=…`. */
  applyHref: string;
  /** Visible name of the apply link. */
  applyLabel?: string;
  /** Overrides of the facts' English texts; see `defaultJobMetaLabels`. */
  metaLabels?: Partial<JobMetaLabels>;
  /** Heading level of the title in the page outline. */
  headingLevel?: CardTitleLevel;
}

/** One open role on /careers: title linking to the job page, its facts, and an Apply Now mail link. */
export const JobCard = forwardRef<HTMLDivElement, JobCardProps>(function JobCard(
  {
    title,
    department,
    location,
    type,
    posted,
    now,
    summary,
    href,
    applyHref,
    applyLabel = 'Apply Now',
    metaLabels,
    ...props
  },
  ref,
) {
  return (
    <LinkedCard
      ref={ref}
      title={title}
      href={href}
      headerEnd={
        <JobMeta
          department={department}
          location={location}
          type={type}
          posted={posted}
          now={now}
          labels={metaLabels}
        />
      }
      {...props}
    >
      {summary ? (
        <CardContent>
          <CardDescription>{summary}</CardDescription>
        </CardContent>
      ) : null}
      <CardFooter className={styles.actions}>
        <Button asChild size="sm">
          <a href={applyHref}>
            <Mail size="1em" aria-hidden="true" />
            {applyLabel}
          </a>
        </Button>
      </CardFooter>
    </LinkedCard>
  );
});
JobCard.displayName = 'JobCard';
