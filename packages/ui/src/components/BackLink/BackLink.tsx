import { clsx } from 'clsx';
import { ArrowLeft } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef, type ReactNode } from 'react';
import { Slot, Slottable } from '../Slot/Slot';
import * as styles from './BackLink.css';

export interface BackLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** Where it goes back to, for example 'Back to Insights'. */
  children: ReactNode;
  /** Render the single child (a router link) with back-link styles; the arrow is added inside it. */
  asChild?: boolean;
}

/** A link to the parent page with a leading arrow, placed at the top of detail pages. */
export const BackLink = forwardRef<HTMLAnchorElement, BackLinkProps>(function BackLink(
  { asChild = false, className, children, ...props },
  ref,
) {
  const classes = clsx(styles.backLink, className);
  const arrow = <ArrowLeft size={18} aria-hidden="true" />;
  if (asChild) {
    return (
      <Slot ref={ref} className={classes} {...props}>
        {arrow}
        <Slottable>{children}</Slottable>
      </Slot>
    );
  }
  return (
    <a ref={ref} className={classes} {...props}>
      {arrow}
      {children}
    </a>
  );
});
BackLink.displayName = 'BackLink';
