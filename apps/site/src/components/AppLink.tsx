import { Link as UiLink } from '@ardena/ui';
import { createLink, Link } from '@tanstack/react-router';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';
import { isAccountPath } from '../accountPaths';

/** Props of an anchor addressed by a plain `href`, the shape `@ardena/ui` cards and banners pass to `linkComponent`. */
export interface HrefLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  href: string;
}

const externalHref = /^(mailto:|tel:|https?:|#)/;

/**
 * Adapts a plain `href` (what content and `@ardena/ui` components carry) to the site's navigation: pages of the
 * account area become router transitions with preloading (`?query` strings become typed search params); public
 * pages, mail and external links stay plain anchors, since public pages are prerendered documents with islands.
 */
export const HrefLink = forwardRef<HTMLAnchorElement, HrefLinkProps>(function HrefLink({ href, ...props }, ref) {
  const [path = '/', query] = href.split('?');
  if (externalHref.test(href) || !isAccountPath(path)) return <a ref={ref} href={href} {...props} />;
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  // Content paths are checked against the route list by @ardena/content's RoutePath type; the router's own
  // literal-union typing cannot follow a runtime string, hence the widening here.
  const target = { to: path, search } as unknown as ComponentPropsWithoutRef<typeof Link>;
  return <Link ref={ref} {...target} {...props} />;
});
HrefLink.displayName = 'HrefLink';

/** The design-system link with router navigation and typed `to`/`search`. */
export const TextLink = createLink(UiLink);
