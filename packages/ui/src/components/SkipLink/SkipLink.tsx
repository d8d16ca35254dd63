import { clsx } from 'clsx';
import { type ComponentPropsWithoutRef, forwardRef, type MouseEvent } from 'react';
import * as styles from './SkipLink.css';

export interface SkipLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** Id of the main content element (without `#`). */
  targetId?: string;
}

/**
 * The first focusable element of every page: 'Skip to main content'. Hidden until focused. On activation it
 * moves focus to the target (adding `tabindex="-1"` if needed), so the next Tab starts inside the content.
 */
export const SkipLink = forwardRef<HTMLAnchorElement, SkipLinkProps>(function SkipLink(
  { targetId = 'main-content', className, children = 'Skip to main content', onClick, ...props },
  ref,
) {
  const onActivate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const target = document.getElementById(targetId);
    if (!target || event.defaultPrevented) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.();
  };
  return (
    <a ref={ref} href={`#${targetId}`} className={clsx(styles.skipLink, className)} onClick={onActivate} {...props}>
      {children}
    </a>
  );
});
SkipLink.displayName = 'SkipLink';
