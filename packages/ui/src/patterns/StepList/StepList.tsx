import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './StepList.css';

export const stepListLayouts = ['vertical', 'horizontal'] as const;
export type StepListLayout = (typeof stepListLayouts)[number];

export interface Step {
  /** The step's name, for example 'Get API keys'. */
  title: string;
  /** What happens in this step. */
  description?: ReactNode;
}

export interface StepListProps extends Omit<ComponentPropsWithoutRef<'ol'>, 'children'> {
  /** The steps, in order. */
  steps: readonly Step[];
  /** `horizontal` puts the steps side by side from the `md` breakpoint up. */
  layout?: StepListLayout;
  /** Heading level of each step's title. */
  headingLevel?: 3 | 4;
}

/** Numbered steps (how it works, quick start, integration pathway): an ordered list, so the order is announced. */
export const StepList = forwardRef<HTMLOListElement, StepListProps>(function StepList(
  { steps, layout = 'vertical', headingLevel = 3, className, ...props },
  ref,
) {
  const Title = `h${headingLevel}` as const;
  return (
    <ol ref={ref} className={clsx(styles.list, layout === 'horizontal' && styles.horizontal, className)} {...props}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          {/* The list already announces the position; the painted number is for sighted readers. */}
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <div className={styles.body}>
            <Title className={styles.title}>{step.title}</Title>
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
          </div>
        </li>
      ))}
    </ol>
  );
});
StepList.displayName = 'StepList';
