import { type RoutePath, routePaths } from '@ardena/content';
import { linkOptions } from '@tanstack/react-router';
import * as v from 'valibot';
import { authSearchSchema } from './authSearchParams';
import { insightsSearchSchema } from './searchParams';

// Content names pages by their address (`/insights/psp-agnostic`); the router by route and params
// (`/insights/$slug` with `slug`). This turns the first into the second, typed against the router's routes, so a
// content link to a page the router has no route for fails the typecheck (see also src/routePaths.ts).

/** The families served by one `$slug` route each. */
type DetailFamily = 'insights' | 'solutions' | 'who-we-serve' | 'careers';
type DetailPath = Extract<RoutePath, `/${DetailFamily}/${string}`>;
/** Paths with a route of their own: one segment, or the home page. */
type PagePath = Exclude<RoutePath, DetailPath>;

function isPagePath(path: RoutePath): path is PagePath {
  return path.lastIndexOf('/') === 0;
}

/** Whether a site path (no query) is one of content's routes. */
export function isRoutePath(path: string): path is RoutePath {
  return routePaths.some((route) => route === path);
}

/** Router link options (`to`, `params`) for a content path. */
export function linkTo(path: RoutePath) {
  if (isPagePath(path)) return linkOptions({ to: path });
  const [, family, slug = ''] = path.split('/');
  switch (family) {
    case 'insights':
      return linkOptions({ to: '/insights/$slug', params: { slug } });
    case 'solutions':
      return linkOptions({ to: '/solutions/$slug', params: { slug } });
    case 'who-we-serve':
      return linkOptions({ to: '/who-we-serve/$slug', params: { slug } });
    default:
      return linkOptions({ to: '/careers/$slug', params: { slug } });
  }
}

/**
 * Router link options for a content path with a query string (`/auth?tab=signup`): the query goes through the
 * target route's search schema, so the link carries exactly what that page understands.
 */
export function linkWithQuery(path: RoutePath, query: URLSearchParams) {
  const search = Object.fromEntries(query);
  if (path === '/auth') return linkOptions({ to: path, search: v.parse(authSearchSchema, search) });
  if (path === '/insights') return linkOptions({ to: path, search: insightsSearchSchema(search) });
  return linkTo(path);
}
