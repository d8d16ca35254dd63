import { clsx } from 'clsx';
import { ExternalLink } from 'lucide-react';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './Link.css';

export const linkVariants = ['inline', 'standalone', 'subtle'] as const;
export type LinkVariant = (typeof linkVariants)[number];

export interface LinkProps extends ComponentPropsWithoutRef<'a'> {
  /** `inline` for links in running text (always underlined), `standalone` for call-to-action lines, `subtle` for nav lists. */
  variant?: LinkVariant;
  /**
   * Opens in a new tab with `rel="noopener noreferrer"`, shows an icon and tells screen readers so.
   * Leave unset for mailto links and pages of this site.
   */
  external?: boolean;
  /** Read after an external link's text, for screen readers. Default '(opens in a new tab)'. */
  newTabLabel?: string;
}

/**
 * A plain anchor with the product's link styles. It knows nothing about routing: the app wraps it with
 * TanStack Router's `createLink(Link)` so route links get client-side navigation and the same styles.
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { variant = 'inline', external = false, newTabLabel = '(opens in a new tab)', className, children, ...props },
  ref,
) {
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <a ref={ref} className={clsx(styles.link({ variant }), className)} {...externalProps} {...props}>
      {children}
      {external ? (
        <>
          {' '}
          <ExternalLink className={styles.externalIcon} size="0.9em" aria-hidden="true" />
          <VisuallyHidden>{newTabLabel}</VisuallyHidden>
        </>
      ) : null}
    </a>
  );
});
Link.displayName = 'Link';
