import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './VisuallyHidden.css';

export interface VisuallyHiddenProps extends ComponentPropsWithoutRef<'span'> {}

/**
 * Text for assistive technology only: screen readers announce it, sighted users do not see it.
 * Use it for context a visual layout gives implicitly, such as '(opens in a new tab)'.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, VisuallyHiddenProps>(function VisuallyHidden(
  { className, ...props },
  ref,
) {
  return <span ref={ref} className={clsx(styles.visuallyHidden, className)} {...props} />;
});
VisuallyHidden.displayName = 'VisuallyHidden';

/** The class behind `VisuallyHidden`, for elements that cannot be wrapped. */
export const visuallyHiddenClassName = styles.visuallyHidden;
