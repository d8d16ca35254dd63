import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './StatClaim.css';

export interface StatClaimItem {
  /** The figure as shown, for example '99.9%'. */
  value: string;
  /** What the figure measures, for example 'Accuracy'. */
  label: string;
}

export interface StatClaimProps extends Omit<ComponentPropsWithoutRef<'dl'>, 'children'> {
  /** The claims, for example 99.9% accuracy, 80% faster, 50% cost reduction. */
  items: readonly StatClaimItem[];
}

/**
 * Headline figures. A description list pairs each figure with its label for assistive technology,
 * while the figure is painted large above the label.
 */
export const StatClaim = forwardRef<HTMLDListElement, StatClaimProps>(function StatClaim(
  { items, className, ...props },
  ref,
) {
  return (
    <dl ref={ref} className={clsx(styles.list, className)} {...props}>
      {items.map((item) => (
        <div key={item.label} className={styles.item}>
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
});
StatClaim.displayName = 'StatClaim';
