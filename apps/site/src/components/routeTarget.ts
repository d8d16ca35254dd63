/** Splits a site path such as `/auth?redirect=%2Fx` into the router's `to` and `search`. */
export function routeTarget(href: string): { to: string; search: Record<string, string> } {
  const [to = '/', query = ''] = href.split('?');
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}
