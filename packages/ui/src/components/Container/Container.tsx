import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Container.css';

export const containerSizes = ['prose', 'md', 'lg'] as const;
export type ContainerSize = (typeof containerSizes)[number];

export interface ContainerProps extends ComponentPropsWithoutRef<'div'> {
  /** `lg` for page layouts, `prose` for articles and legal text (comfortable line length). */
  size?: ContainerSize;
}

/** Centres content with responsive side padding and a maximum width. */
export const Container = forwardRef<HTMLDivElement, ContainerProps>(function Container(
  { size = 'lg', className, ...props },
  ref,
) {
  return <div ref={ref} className={clsx(styles.container({ size }), className)} {...props} />;
});
Container.displayName = 'Container';
