import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Heading.css';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['sm', 'md', 'lg', 'xl', '2xl', '3xl'] as const;
export type HeadingLevel = (typeof headingLevels)[number];
export type HeadingSize = (typeof headingSizes)[number];

/** Visual size that fits each level when `size` is not given. */
const defaultSizeForLevel: Record<HeadingLevel, HeadingSize> = {
  1: '3xl',
  2: 'xl',
  3: 'md',
  4: 'sm',
  5: 'sm',
  6: 'sm',
};

export interface HeadingProps extends ComponentPropsWithoutRef<'h2'> {
  /** Position in the page outline (h1–h6). Choose by structure, not by looks. */
  level: HeadingLevel;
  /** Visual size, independent of `level`; defaults to the size that suits the level. */
  size?: HeadingSize;
}

/** A section heading whose outline level and visual size are chosen separately. */
export const Heading = forwardRef<HTMLHeadingElement, HeadingProps>(function Heading(
  { level, size, className, ...props },
  ref,
) {
  const Element = `h${level}` as const;
  return (
    <Element
      ref={ref}
      className={clsx(styles.heading({ size: size ?? defaultSizeForLevel[level] }), className)}
      {...props}
    />
  );
});
Heading.displayName = 'Heading';
