import { type ComponentPropsWithoutRef, forwardRef } from 'react';

/** Props of an anchor addressed by a plain `href`, the shape `@ardena/ui` cards and banners pass to `linkComponent`. */
export interface PlainLinkProps extends Omit<ComponentPropsWithoutRef<'a'>, 'href'> {
  href: string;
}

/**
 * The link of islands: a plain anchor, so following it is a document navigation to the next prerendered page. Islands
 * never import the router, which public pages do not load.
 */
export const PlainLink = forwardRef<HTMLAnchorElement, PlainLinkProps>(function PlainLink(props, ref) {
  return <a ref={ref} {...props} />;
});
PlainLink.displayName = 'PlainLink';
