import type { RoutePath } from '@ardena/content';
import type { RegisteredRouter } from '@tanstack/react-router';

// @ardena/content lists the site's paths (navigation, search index, sitemap, prerender list) without knowing the
// router. These types hold the two lists together: the site fails to typecheck when content names a path no route
// serves, or when a page route exists that content does not list (no sitemap entry, never prerendered).

type WithoutTrailingSlash<Path extends string> = Path extends `${infer Base}/` ? (Base extends '' ? '/' : Base) : Path;
type SegmentPattern<Segment extends string> = Segment extends `$${string}` ? string : Segment;
/** A route path as the addresses it serves: `/insights/$slug` → `/insights/${string}`. */
type PathPattern<Path extends string> = Path extends `${infer Segment}/${infer Rest}`
  ? `${SegmentPattern<Segment>}/${PathPattern<Rest>}`
  : SegmentPattern<Path>;

/** The router's page paths; the catch-all `/$` (the not-found page) serves any address and is left out. */
type RouterPath = Exclude<
  WithoutTrailingSlash<RegisteredRouter['routeTree']['types']['fileRouteTypes']['fullPaths']>,
  '/$'
>;

/** Fails to compile, naming the offending paths, unless `Paths` is empty. */
type ExpectNone<Paths extends never> = Paths;

/** Content paths that no route serves. */
export type UnroutedContentPaths = ExpectNone<Exclude<RoutePath, PathPattern<RouterPath>>>;

/** Routes without parameters that content does not list. */
export type UnlistedRoutes = ExpectNone<Exclude<Exclude<RouterPath, `${string}$${string}`>, RoutePath>>;
