import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export interface CardContentProps extends ComponentPropsWithoutRef<'div'> {}

/** The card's body; grows so footers of cards in one row line up. */
export const CardContent = forwardRef<HTMLDivElement, CardContentProps>(function CardContent(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.content, className)} {...props} />;
});
CardContent.displayName = 'CardContent';
