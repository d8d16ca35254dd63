import { mailto } from './brand';
import type { Action, AuthSearch, RoutePath } from './types';

/** An action that navigates within the site. */
export function internalAction(label: string, href: RoutePath, search?: AuthSearch): Action {
  return search ? { kind: 'internal', label, href, search } : { kind: 'internal', label, href };
}

/** An action that opens a mail to the brand's general address with the given subject. */
export function mailAction(label: string, subject: string): Action {
  return { kind: 'mail', label, href: mailto(subject), subject };
}

/** `/auth` with its search params as a plain href, for places that need a string (sitemaps, plain anchors). */
export function authHref(search: AuthSearch): string {
  const params = new URLSearchParams({ tab: search.tab });
  if (search.type) params.set('type', search.type);
  return `/auth?${params.toString()}`;
}
