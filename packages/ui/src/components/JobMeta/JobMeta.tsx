import { clsx } from 'clsx';
import { Briefcase, Clock, MapPin } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { formatPostedAgo } from '../../format';
import { Badge } from '../Badge';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './JobMeta.css';

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
}

/** The facts of a job: department badge, location, type and how long ago it was posted. */
export const JobMeta = forwardRef<HTMLUListElement, JobMetaProps>(function JobMeta(
  { department, location, type, posted, now, className, ...props },
  ref,
) {
  const postedText = posted === undefined ? '' : formatPostedAgo(posted, now);
  return (
    <ul ref={ref} className={clsx(styles.list, className)} {...props}>
      <li className={styles.item}>
        <VisuallyHidden>Department: </VisuallyHidden>
        <Badge tone="brand">{department}</Badge>
      </li>
      <li className={styles.item}>
        <MapPin size="1em" aria-hidden="true" />
        <VisuallyHidden>Location: </VisuallyHidden>
        {location}
      </li>
      <li className={styles.item}>
        <Briefcase size="1em" aria-hidden="true" />
        <VisuallyHidden>Type: </VisuallyHidden>
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
