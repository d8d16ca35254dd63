import type { AuthRoutes } from '@ardena/auth';

/**
 * The site's sign-in page and portals, given once to `@ardena/auth` (the AuthProvider's `routes` and the guards):
 * the package links and redirects only to these. Literal types, so the router checks redirects built from them.
 */
export const authRoutes = {
  signIn: '/auth',
  portals: { consumer: '/consumer-portal', business: '/business-portal' },
} as const satisfies AuthRoutes;

/**
 * The account area: these pages run the full router client (src/entry-client.tsx). Every other page is static HTML
 * with islands (src/islands/Island.tsx).
 */
export const accountPaths: readonly string[] = [authRoutes.signIn, ...Object.values(authRoutes.portals)];

export function isAccountPath(pathname: string): boolean {
  return accountPaths.includes(pathname);
}
