import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export const cardTitleLevels = [2, 3, 4] as const;
export type CardTitleLevel = (typeof cardTitleLevels)[number];

export interface CardTitleProps extends ComponentPropsWithoutRef<'h3'> {
  /** Heading level in the page outline; cards under a page's h2 sections use the default 3. */
  level?: CardTitleLevel;
}

/** The card's heading. */
export const CardTitle = forwardRef<HTMLHeadingElement, CardTitleProps>(function CardTitle(
  { level = 3, className, ...props },
  ref,
) {
  const Heading = `h${level}` as const;
  return <Heading ref={ref} className={clsx(styles.title, className)} {...props} />;
});
CardTitle.displayName = 'CardTitle';
