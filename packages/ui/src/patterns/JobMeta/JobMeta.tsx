import { clsx } from 'clsx';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Badge } from '../../components/Badge';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { formatTimeAgo } from '../../format';
import { fillLabel } from '../../locale/fillLabel';
import { useLocale } from '../../locale/LocaleProvider';
import * as styles from './JobMeta.css';

/** The texts `JobMeta` adds to the facts; the English defaults are {@link defaultJobMetaLabels}. */
export interface JobMetaLabels {
  /** Read before the department, for screen readers. */
  department: string;
  /** Read before the location, for screen readers. */
  location: string;
  /** Read before the contract type, for screen readers. */
  type: string;
  /** `{when}` is the locale's relative time from `formatTimeAgo`, for example `5 days ago`. */
  posted: string;
}

/** The English texts of `JobMeta`. */
export const defaultJobMetaLabels: JobMetaLabels = {
  department: 'Department: ',
  location: 'Location: ',
  type: 'Type: ',
  posted: 'Posted {when}',
};

export interface JobMetaProps extends ComponentPropsWithoutRef<'ul'> {
  /** Team, shown as a badge, for example 'Engineering'. */
  department: string;
  /** Where the role is based, for example 'Remote (Europe)'. */
  location: string;
  /** Contract type, for example 'Full-time'. */
  type: string;
  /** When the role was posted (ISO date); shown as 'Posted 3 days ago'. */
  posted?: string | Date;
  /** The moment to count from; now unless a story or test pins it. */
  now?: Date;
  /** Overrides of the English texts; see `defaultJobMetaLabels`. */
  labels?: Partial<JobMetaLabels>;
  /** Locale of the posted time; the `LocaleProvider`'s (`en-US` without one) by default. */
  locale?: string;
}

/** The facts of a job: department badge, location, type and how long ago it was posted. */
export const JobMeta = forwardRef<HTMLUListElement, JobMetaProps>(function JobMeta(
  { department, location, type, posted, now, labels: labelOverrides, locale: localeProp, className, ...props },
  ref,
) {
  const { locale } = useLocale({ locale: localeProp });
  const labels = { ...defaultJobMetaLabels, ...labelOverrides };
  const ago = posted === undefined ? '' : formatTimeAgo(posted, now, locale);
  const postedText = ago ? fillLabel(labels.posted, { when: ago }) : '';
  return (
    <ul ref={ref} className={clsx(styles.list, className)} {...props}>
      <li className={styles.item}>
        <VisuallyHidden>{labels.department}</VisuallyHidden>
        <Badge tone="brand">{department}</Badge>
      </li>
      <li className={styles.item}>
        <MapPin size="1em" aria-hidden="true" />
        <VisuallyHidden>{labels.location}</VisuallyHidden>
        {location}
      </li>
      <li className={styles.item}>
        <Briefcase size="1em" aria-hidden="true" />
        <VisuallyHidden>{labels.type}</VisuallyHidden>
        {type}
      </li>
      {postedText ? (
        <li className={styles.item}>
          <Clock size="1em" aria-hidden="true" />
          {posted instanceof Date ? postedText : <time dateTime={posted}>{postedText}</time>}
        </li>
      ) : null}
    </ul>
  );
});
JobMeta.displayName = 'JobMeta';
