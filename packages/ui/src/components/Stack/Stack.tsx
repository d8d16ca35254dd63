import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Stack.css';

export const stackDirections = ['column', 'row'] as const;
export const stackGaps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', '2xl'] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end', 'baseline'] as const;
export const stackJustifies = ['start', 'center', 'end', 'between'] as const;
export const stackElements = ['div', 'ul', 'ol', 'section', 'nav'] as const;
export type StackDirection = (typeof stackDirections)[number];
export type StackGap = (typeof stackGaps)[number];
export type StackAlign = (typeof stackAligns)[number];
export type StackJustify = (typeof stackJustifies)[number];
export type StackElement = (typeof stackElements)[number];

export interface StackProps extends ComponentPropsWithoutRef<'div'> {
  /** `column` stacks vertically, `row` lines up horizontally. */
  direction?: StackDirection;
  /** Space between children, from the spacing scale. */
  gap?: StackGap;
  align?: StackAlign;
  justify?: StackJustify;
  /** Let a row wrap onto new lines on narrow screens. */
  wrap?: boolean;
  /** The element to render; `ul`/`ol` for lists of items (remember list semantics need `li` children). */
  as?: StackElement;
}

/** Spaces its children evenly in a column or a row. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  {
    direction = 'column',
    gap = 'md',
    align = 'stretch',
    justify = 'start',
    wrap = false,
    as = 'div',
    className,
    ...props
  },
  ref,
) {
  const Element = as as 'div';
  return (
    <Element ref={ref} className={clsx(styles.stack({ direction, gap, align, justify, wrap }), className)} {...props} />
  );
});
Stack.displayName = 'Stack';
