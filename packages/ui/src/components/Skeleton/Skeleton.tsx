import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, type CSSProperties, forwardRef } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends ComponentPropsWithoutRef<'span'> {
  /** `text` is one line tall; `rect` and `circle` take `width`/`height`. */
  shape?: SkeletonShape;
  /** CSS width, for example `'60%'` or `120`. */
  width?: CSSProperties['width'];
  /** CSS height; ignored for `text`, which follows the font size. */
  height?: CSSProperties['height'];
}

/**
 * A placeholder block shown while content loads. It is hidden from assistive technology: the loading
 * region itself announces its state (`aria-busy` or a `Spinner` label).
 */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', width, height, className, style, ...props },
  ref,
) {
  return (
    <span
      ref={ref}
      aria-hidden="true"
      className={clsx(styles.skeleton({ shape }), className)}
      // Sizes are per-instance data, not design tokens, so they stay inline.
      style={{ width, height: shape === 'text' ? undefined : height, ...style }}
      {...props}
    />
  );
});
Skeleton.displayName = 'Skeleton';
