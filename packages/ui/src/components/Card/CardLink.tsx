import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { Slot } from '../Slot/Slot';
import * as styles from './Card.css';

export interface CardLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** Render the single child (a router link) with the stretched-link behaviour instead of an `<a>`. */
  asChild?: boolean;
}

/**
 * The link of an `interactive` card, placed inside `CardTitle`. Its hit area stretches over the whole card.
 * Other focusable elements inside the card need `position: relative` to stay clickable above it.
 */
export const CardLink = forwardRef<HTMLAnchorElement, CardLinkProps>(function CardLink(
  { asChild = false, className, ...props },
  ref,
) {
  const Element = asChild ? Slot : 'a';
  return <Element ref={ref} className={clsx(styles.stretchedLink, className)} {...props} />;
});
CardLink.displayName = 'CardLink';
