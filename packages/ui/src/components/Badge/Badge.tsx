import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import * as styles from './Badge.css';

export const badgeTones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
export const badgeSizes = ['sm', 'md'] as const;
export type BadgeTone = (typeof badgeTones)[number];
export type BadgeSize = (typeof badgeSizes)[number];

export interface BadgeProps extends ComponentPropsWithoutRef<'span'> {
  /** Colour family. The text always says the meaning too; tone only reinforces it. */
  tone?: BadgeTone;
  size?: BadgeSize;
  /** Decorative icon before the text. */
  icon?: ReactNode;
}

/** A short label: a portal name, a result type, a department, a status. */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { tone = 'neutral', size = 'md', icon, className, children, ...props },
  ref,
) {
  return (
    <span ref={ref} className={clsx(styles.badge({ tone, size }), className)} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </span>
  );
});
Badge.displayName = 'Badge';
