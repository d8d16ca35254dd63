import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /** What is missing, for example 'No Transactions Yet'. */
  title: string;
  /** What it means or what to do next. */
  description?: ReactNode;
  /** Decorative icon; an empty tray by default. */
  icon?: ReactNode;
  /** Heading level in the page outline. */
  headingLevel?: 2 | 3 | 4;
  /** Actions or content under the text: a button, a Getting Started list. */
  children?: ReactNode;
}

/** Says a list or view has nothing to show yet, and what to do about it. */
export const EmptyState = forwardRef<HTMLDivElement, EmptyStateProps>(function EmptyState(
  { title, description, icon = <Inbox />, headingLevel = 3, className, children, ...props },
  ref,
) {
  const Title = `h${headingLevel}` as const;
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...props}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {children ? <div className={styles.extra}>{children}</div> : null}
    </div>
  );
});
EmptyState.displayName = 'EmptyState';
