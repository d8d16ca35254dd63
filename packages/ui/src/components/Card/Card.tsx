import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import * as styles from './Card.css';

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export const cardElevations = ['flat', 'raised'] as const;
export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardPadding = (typeof cardPaddings)[number];
export type CardElevation = (typeof cardElevations)[number];
export type CardElement = (typeof cardElements)[number];

export interface CardProps extends ComponentPropsWithoutRef<'div'> {
  /** Inner spacing. */
  padding?: CardPadding;
  /** `raised` adds a soft shadow; `flat` is for cards on a muted section. */
  elevation?: CardElevation;
  /**
   * Hover and focus styles for a card that is one link: put a `CardLink` in its title and the whole card
   * becomes clickable while keyboard users meet a single, well-named link.
   */
  interactive?: boolean;
  /** The element to render: `article` for self-contained items (teasers, jobs), `li` inside a list. */
  as?: CardElement;
}

/** A bordered surface that groups one topic. Compose with `CardHeader`, `CardTitle`, `CardContent`, `CardFooter`. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(
  { padding = 'md', elevation = 'raised', interactive = false, as = 'div', className, ...props },
  ref,
) {
  // Every allowed element takes the same global attributes; typing them as a div keeps the props simple.
  const Element = as as 'div';
  return <Element ref={ref} className={clsx(styles.card({ padding, elevation, interactive }), className)} {...props} />;
});
Card.displayName = 'Card';
