import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Grid.css';

export const gridColumns = [1, 2, 3, 4] as const;
export const gridGaps = ['sm', 'md', 'lg', 'xl'] as const;
export const gridElements = ['div', 'ul', 'ol', 'section'] as const;
export type GridColumns = (typeof gridColumns)[number];
export type GridGap = (typeof gridGaps)[number];
export type GridElement = (typeof gridElements)[number];

export interface GridProps extends ComponentPropsWithoutRef<'div'> {
  /** Columns on wide screens; fewer on smaller screens, one on phones. */
  columns?: GridColumns;
  gap?: GridGap;
  /** `ul` when the items are a list of cards (children then need to be `li`, for example `Card as="li"`). */
  as?: GridElement;
}

/** A responsive grid for cards and tiles; columns collapse on narrow screens. */
export const Grid = forwardRef<HTMLDivElement, GridProps>(function Grid(
  { columns = 3, gap = 'lg', as = 'div', className, ...props },
  ref,
) {
  const Element = as as 'div';
  return <Element ref={ref} className={clsx(styles.grid({ columns, gap }), className)} {...props} />;
});
Grid.displayName = 'Grid';
