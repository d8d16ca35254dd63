import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends ComponentPropsWithoutRef<'span'> {
  /** Diameter of the ring. */
  size?: SpinnerSize;
  /** What is loading, announced to assistive technology. Pass `null` when a visible text nearby says it. */
  label?: string | null;
}

/** An indeterminate progress indicator with an accessible name (`role="status"`). */
export const Spinner = forwardRef<HTMLSpanElement, SpinnerProps>(function Spinner(
  { size = 'md', label = 'Loading', className, ...props },
  ref,
) {
  if (!label) {
    return (
      <span ref={ref} aria-hidden="true" className={clsx(styles.wrapper, className)} {...props}>
        <span className={styles.spinner({ size })} />
      </span>
    );
  }
  return (
    <span ref={ref} role="status" className={clsx(styles.wrapper, className)} {...props}>
      <span className={styles.spinner({ size })} aria-hidden="true" />
      <span className={styles.hiddenLabel}>{label}</span>
    </span>
  );
});
Spinner.displayName = 'Spinner';
