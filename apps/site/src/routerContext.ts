import type { AccountSession } from './account/session';

/**
 * What every route's `beforeLoad` and component can read from the router context. Its own module: the root route
 * declares it and the router (src/router.tsx) provides it, and the router imports the route tree that imports the root.
 */
export interface RouterContext {
  /** The visitor's session, as the root's AuthProvider knows it (src/account/session.ts). */
  session: AccountSession;
}
