import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export interface CardDescriptionProps extends ComponentPropsWithoutRef<'p'> {}

/** Muted supporting text under the title. */
export const CardDescription = forwardRef<HTMLParagraphElement, CardDescriptionProps>(function CardDescription(
  { className, ...props },
  ref,
) {
  return <p ref={ref} className={clsx(styles.description, className)} {...props} />;
});
CardDescription.displayName = 'CardDescription';
