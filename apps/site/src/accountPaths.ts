/**
 * The account area: these pages run the full router client (src/entry-client.tsx). Every other page is static HTML
 * with islands (src/islands/Island.tsx).
 */
export const accountPaths: readonly string[] = ['/auth', '/consumer-portal', '/business-portal'];

export function isAccountPath(pathname: string): boolean {
  return accountPaths.includes(pathname);
}
