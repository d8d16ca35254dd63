import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export interface CardHeaderProps extends ComponentPropsWithoutRef<'div'> {}

/** Stacks the icon, title and description at the top of a card. */
export const CardHeader = forwardRef<HTMLDivElement, CardHeaderProps>(function CardHeader(
  { className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.header, className)} {...props} />;
});
CardHeader.displayName = 'CardHeader';
