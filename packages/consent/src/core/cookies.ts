/** A cookie name, or a pattern for families of names such as `/^_ga/`. */
export type CookieMatcher = string | RegExp;

function matches(name: string, matcher: CookieMatcher): boolean {
  return typeof matcher === 'string' ? name === matcher : matcher.test(name);
}

/** Every domain a cookie visible here may have been set on: the host and each parent (`.a.b.c`, `.b.c`). */
function candidateDomains(hostname: string): string[] {
  const parts = hostname.split('.');
  const domains = [''];
  for (let index = 0; index < parts.length - 1; index += 1) domains.push(`.${parts.slice(index).join('.')}`);
  return domains;
}

/**
 * Delete the cookies matching `matchers`. A cookie is removed only by expiring it with the same domain and
 * path it was set with, which the page cannot read, so every host/parent-domain and path/root pair is tried.
 * Returns the names that matched.
 */
export function clearCookies(doc: Document, matchers: readonly CookieMatcher[]): string[] {
  if (matchers.length === 0) return [];
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => name !== '' && matchers.some((matcher) => matches(name, matcher)));
  const hostname = doc.location?.hostname ?? '';
  const pathname = doc.location?.pathname ?? '/';
  const paths = pathname === '/' ? ['/'] : ['/', pathname];
  for (const name of names) {
    for (const domain of candidateDomains(hostname)) {
      for (const path of paths) {
        const domainPart = domain ? `; domain=${domain}` : '';
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domainPart}`;
      }
    }
  }
  return names;
}
