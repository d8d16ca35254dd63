import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export interface CardFooterProps extends ComponentPropsWithoutRef<'div'> {}

/** Actions or meta at the bottom of the card. */
export const CardFooter = forwardRef<HTMLDivElement, CardFooterProps>(function CardFooter(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.footer, className)} {...props} />;
});
CardFooter.displayName = 'CardFooter';
