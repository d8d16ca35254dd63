import { Link as UiLink } from '@ardena/ui';
import { createLink, Link } from '@tanstack/react-router';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { isAccountPath } from '../../accountPaths';
import { isRoutePath, linkWithQuery } from '../../routeLinks';

/** Props of an anchor addressed by a plain `href`, the shape `@ardena/ui` cards and banners pass to `linkComponent`. */
export interface HrefLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  href: string;
}

const externalHref = /^(mailto:|tel:|https?:|#)/;

/**
 * Adapts a plain `href` (what content and `@ardena/ui` components carry) to the site's navigation: pages of the
 * account area become router transitions with preloading (`?query` strings become the target route's typed search
 * params); public pages, mail and external links stay plain anchors, since public pages are prerendered documents
 * with islands.
 */
export const HrefLink = forwardRef<HTMLAnchorElement, HrefLinkProps>(function HrefLink({ href, ...props }, ref) {
  const [path = '/', query = ''] = href.split('?');
  if (externalHref.test(href) || !isAccountPath(path) || !isRoutePath(path)) {
    return <a ref={ref} href={href} {...props} />;
  }
  return <Link ref={ref} {...linkWithQuery(path, new URLSearchParams(query))} {...props} />;
});
HrefLink.displayName = 'HrefLink';

/** The design-system link with router navigation and typed `to`/`search`. */
export const TextLink = createLink(UiLink);
