import { Link as UiLink } from '@ardena/ui';
import { createLink, Link } from '@tanstack/react-router';
import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** Props of an anchor addressed by a plain `href`, the shape `@ardena/ui` cards and banners pass to `linkComponent`. */
export interface HrefLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  href: string;
}

const externalHref = /^(mailto:|tel:|https?:|#)/;

/**
 * Adapts a plain `href` (what content and `@ardena/ui` components carry) to router navigation: site paths become
 * client-side transitions with preloading, `?query` strings become typed search params, mail and external links
 * stay plain anchors.
 */
export const HrefLink = forwardRef<HTMLAnchorElement, HrefLinkProps>(function HrefLink({ href, ...props }, ref) {
  if (externalHref.test(href)) return <a ref={ref} href={href} {...props} />;
  const [path = '/', query] = href.split('?');
  const search = query ? Object.fromEntries(new URLSearchParams(query)) : undefined;
  // Content paths are checked against the route list by @ardena/content's RoutePath type; the router's own
  // literal-union typing cannot follow a runtime string, hence the widening here.
  const target = { to: path, search } as unknown as ComponentPropsWithoutRef<typeof Link>;
  return <Link ref={ref} {...target} {...props} />;
});
HrefLink.displayName = 'HrefLink';

/** The design-system link with router navigation and typed `to`/`search`. */
export const TextLink = createLink(UiLink);
