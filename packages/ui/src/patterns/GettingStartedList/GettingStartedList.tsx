import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import * as styles from './GettingStartedList.css';

export interface GettingStartedStep {
  /** Stable key. */
  id: string;
  /** The task, for example 'Verify your business'. */
  title: string;
  description?: ReactNode;
  /** Done steps show a check and 'Completed' instead of their action. */
  done?: boolean;
  /** Visible name of the step's button, for example 'Start setup'. */
  actionLabel?: string;
}

/** The texts `GettingStartedList` adds to the steps; the English defaults are {@link defaultGettingStartedListLabels}. */
export interface GettingStartedListLabels {
  /** Shown in place of a done step's action. */
  completed: string;
  /** Read after a done step's title, for screen readers. */
  completedSuffix: string;
}

/** The English texts of `GettingStartedList`. */
export const defaultGettingStartedListLabels: GettingStartedListLabels = {
  completed: 'Completed',
  completedSuffix: ' (completed)',
};

export interface GettingStartedListProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  /** The setup tasks, in order. */
  steps: readonly GettingStartedStep[];
  /** Runs when a step's button is pressed (the business portal opens its setup-request dialog). */
  onAction?: (step: GettingStartedStep) => void;
  /** Overrides of the English texts; see `defaultGettingStartedListLabels`. */
  labels?: Partial<GettingStartedListLabels>;
}

/** A numbered setup checklist for a new business account; each open step has a button. */
export const GettingStartedList = forwardRef<HTMLOListElement, GettingStartedListProps>(function GettingStartedList(
  { steps, onAction, labels: labelOverrides, className, ...props },
  ref,
) {
  const labels = { ...defaultGettingStartedListLabels, ...labelOverrides };
  return (
    <ol ref={ref} className={clsx(styles.list, className)} {...props}>
      {steps.map((step, index) => (
        <li key={step.id} className={styles.item}>
          <span className={styles.marker} data-done={step.done ? 'true' : 'false'} aria-hidden="true">
            {step.done ? <Check size="1em" /> : index + 1}
          </span>
          <div className={styles.body}>
            <span className={styles.title}>
              {step.title}
              {step.done ? <VisuallyHidden>{labels.completedSuffix}</VisuallyHidden> : null}
            </span>
            {step.description ? <span className={styles.description}>{step.description}</span> : null}
          </div>
          {step.done ? (
            <span className={styles.status} aria-hidden="true">
              {labels.completed}
            </span>
          ) : step.actionLabel ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => onAction?.(step)}
              // Several steps share a label like 'Start setup'; the step title tells them apart for screen readers.
              aria-label={`${step.actionLabel}: ${step.title}`}
            >
              {step.actionLabel}
            </Button>
          ) : null}
        </li>
      ))}
    </ol>
  );
});
GettingStartedList.displayName = 'GettingStartedList';
