import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardIconProps extends ComponentPropsWithoutRef<'span'> {
  /** The icon, decorative. */
  children: ReactNode;
}

/** A tinted square holding a decorative icon, hidden from assistive technology. */
export const CardIcon = forwardRef<HTMLSpanElement, CardIconProps>(function CardIcon({ className, ...props }, ref) {
  return <span ref={ref} aria-hidden="true" className={clsx(styles.icon, className)} {...props} />;
});
CardIcon.displayName = 'CardIcon';
