import { clsx } from 'clsx';
import { Children, type ComponentPropsWithoutRef, forwardRef, isValidElement } from 'react';
import { Reveal } from '../../components/Reveal';
import * as styles from './FeatureGrid.css';

export const featureGridColumns = [2, 3, 4] as const;
export type FeatureGridColumns = (typeof featureGridColumns)[number];

export interface FeatureGridProps extends ComponentPropsWithoutRef<'ul'> {
  /** Columns on wide screens; the grid steps down to one column on phones. */
  columns?: FeatureGridColumns;
  /** Stagger the cards in as they scroll into view (0/150/300/450 ms); off for dense grids. */
  reveal?: boolean;
}

/**
 * A responsive grid of cards, announced as a list so readers hear how many there are.
 * Each child becomes one list item; with `reveal` each item fades in with its position's delay.
 */
export const FeatureGrid = forwardRef<HTMLUListElement, FeatureGridProps>(function FeatureGrid(
  { columns = 3, reveal = false, className, children, ...props },
  ref,
) {
  const items = Children.toArray(children).filter(isValidElement);
  return (
    <ul ref={ref} className={clsx(styles.grid({ columns }), className)} {...props}>
      {items.map((child, index) => (
        <li key={child.key ?? index} style={{ display: 'grid' }}>
          {reveal ? (
            <Reveal order={index} style={{ display: 'grid' }}>
              {child}
            </Reveal>
          ) : (
            child
          )}
        </li>
      ))}
    </ul>
  );
});
FeatureGrid.displayName = 'FeatureGrid';
