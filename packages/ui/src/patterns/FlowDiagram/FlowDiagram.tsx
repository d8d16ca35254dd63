import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, useId } from 'react';
import * as styles from './FlowDiagram.css';

export const flowStepTones = ['default', 'brand'] as const;
export type FlowStepTone = (typeof flowStepTones)[number];

export const flowOrientations = ['responsive', 'vertical'] as const;
export type FlowOrientation = (typeof flowOrientations)[number];

export interface FlowStep {
  /** Who or what the step is, for example 'Payer' or 'FX and settlement'. */
  title: string;
  /** A short line above the title, for example a country and currency ('Germany · EUR'). */
  meta?: string;
  /** What happens at this step. */
  detail?: string;
  /** `brand` highlights the step, for example the provider in the middle of the flow. */
  tone?: FlowStepTone;
}

export interface FlowDiagramProps extends Omit<ComponentPropsWithoutRef<'figure'>, 'children'> {
  /** The steps in order; drawn joined by arrows. */
  steps: readonly FlowStep[];
  /** A sentence that describes the whole flow; shown under the diagram and naming it for assistive technology. */
  caption: string;
  /**
   * `responsive` runs left to right on wide screens and top to bottom on narrow ones; `vertical` always runs top to
   * bottom (for a narrow column).
   */
  orientation?: FlowOrientation;
}

/**
 * A flow of steps joined by arrows, drawn from data: an ordered list in CSS, so every label stays real, selectable
 * text at the reading size and the diagram reflows to any width instead of scaling its text down.
 */
export const FlowDiagram = forwardRef<HTMLElement, FlowDiagramProps>(function FlowDiagram(
  { steps, caption, orientation = 'responsive', className, ...props },
  ref,
) {
  // Named explicitly: not every browser and screen reader pair names a figure from its figcaption.
  const captionId = useId();
  return (
    <figure ref={ref} aria-labelledby={captionId} className={clsx(styles.figure, className)} {...props}>
      <ol className={styles.list({ orientation })}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step({ orientation })}>
            <div className={styles.node({ tone: step.tone ?? 'default' })}>
              {step.meta ? <p className={styles.meta}>{step.meta}</p> : null}
              <p className={styles.title}>{step.title}</p>
              {step.detail ? <p className={styles.detail}>{step.detail}</p> : null}
            </div>
          </li>
        ))}
      </ol>
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </figure>
  );
});
FlowDiagram.displayName = 'FlowDiagram';
