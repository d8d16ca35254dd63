import { clsx } from 'clsx';
import { Separator as SeparatorPrimitive } from 'radix-ui';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Separator.css';

export const separatorOrientations = ['horizontal', 'vertical'] as const;
export type SeparatorOrientation = (typeof separatorOrientations)[number];

export interface SeparatorProps extends ComponentPropsWithoutRef<typeof SeparatorPrimitive.Root> {
  orientation?: SeparatorOrientation;
  /**
   * Purely visual by default (no role). Set `false` when the line separates content that a screen reader
   * user should know is split, and it is exposed as `role="separator"`.
   */
  decorative?: boolean;
}

/** A thin line between groups of content. */
export const Separator = forwardRef<HTMLDivElement, SeparatorProps>(function Separator(
  { orientation = 'horizontal', decorative = true, className, ...props },
  ref,
) {
  return (
    <SeparatorPrimitive.Root
      ref={ref}
      orientation={orientation}
      decorative={decorative}
      className={clsx(styles.separator({ orientation }), className)}
      {...props}
    />
  );
});
Separator.displayName = 'Separator';
