import type { AuthServer } from './shared';

/**
 * Which `redirect_to` targets email links and OAuth-style redirects may send tokens to: the site URL (and its
 * subpaths), plus the allow-list (ADDITIONAL_REDIRECT_URLS / URI_ALLOW_LIST) as GoTrue reads it — exact URLs or
 * globs where `.` and `/` are separators: `*` and `?` never cross a host label or path segment, `**` crosses
 * anything, `[abc]`/`[!abc]`/`[a-z]` and `{a,b}` as in gobwas/glob, `\` escapes. URLs with userinfo are never
 * accepted, so `https://app.example*` cannot be stretched into `https://app.example@evil.example/`.
 */

const SEPARATORS = './';
const notSeparator = `[^${escapeClass(SEPARATORS)}]`;

function escapeLiteral(text: string): string {
  return text.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

function escapeClass(text: string): string {
  return text.replace(/[\\\]^-]/g, '\\$&');
}

/** Compiles one glob to an anchored RegExp; throws on an unbalanced `[` or `{`. */
export function compileGlob(pattern: string): RegExp {
  let index = 0;
  const parse = (inAlternatives: boolean): string => {
    let out = '';
    while (index < pattern.length) {
      const char = pattern[index] as string;
      if (inAlternatives && (char === ',' || char === '}')) return out;
      index += 1;
      if (char === '\\') {
        const next = pattern[index];
        if (next === undefined) throw new Error(`dangling escape in "${pattern}"`);
        out += escapeLiteral(next);
        index += 1;
      } else if (char === '*') {
        if (pattern[index] === '*') {
          while (pattern[index] === '*') index += 1;
          out += '[\\s\\S]*';
        } else {
          out += `${notSeparator}*`;
        }
      } else if (char === '?') {
        out += notSeparator;
      } else if (char === '[') {
        const close = pattern.indexOf(']', index + 1);
        if (close === -1) throw new Error(`unclosed "[" in "${pattern}"`);
        let body = pattern.slice(index, close);
        index = close + 1;
        const negated = body.startsWith('!');
        if (negated) body = body.slice(1);
        let members = '';
        for (let at = 0; at < body.length; at += 1) {
          const range = body[at + 1] === '-' && at + 2 < body.length;
          members += range
            ? `${escapeClass(body[at] as string)}-${escapeClass(body[at + 2] as string)}`
            : escapeClass(body[at] as string);
          if (range) at += 2;
        }
        out += `[${negated ? '^' : ''}${members}]`;
      } else if (char === '{') {
        const options: string[] = [];
        for (;;) {
          options.push(parse(true));
          const delimiter = pattern[index];
          index += 1;
          if (delimiter === '}') break;
          if (delimiter !== ',') throw new Error(`unclosed "{" in "${pattern}"`);
        }
        out += `(?:${options.join('|')})`;
      } else {
        out += escapeLiteral(char);
      }
    }
    if (inAlternatives) throw new Error(`unclosed "{" in "${pattern}"`);
    return out;
  };
  return new RegExp(`^${parse(false)}$`);
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Returns a function giving the redirect target for a requested `redirect_to`: the request itself when the site URL
 * or the allow-list accepts it, else the site URL. Invalid allow-list entries are ignored, as GoTrue skips them.
 */
export function createRedirectPolicy(siteUrl: string, allowList: readonly string[]): (requested?: string) => string {
  const site = new URL(siteUrl);
  const patterns = allowList.flatMap((entry) => {
    try {
      return [compileGlob(entry)];
    } catch {
      return [];
    }
  });
  const accepts = (requested: string): boolean => {
    // What a browser would silently strip or reinterpret must not decide where tokens go.
    if (
      /[\s\\]/.test(requested) ||
      [...requested].some((char) => (char.codePointAt(0) ?? 0) < 0x20 || char === '\u007f')
    ) {
      return false;
    }
    let url: URL;
    try {
      url = new URL(requested);
    } catch {
      return false;
    }
    if (url.username || url.password) return false;
    const loopback = LOOPBACK_HOSTS.has(url.hostname);
    if (url.protocol === site.protocol && url.hostname === site.hostname && (url.port === site.port || loopback)) {
      return true;
    }
    return patterns.some((pattern) => pattern.test(requested));
  };
  return (requested) => (requested && accepts(requested) ? requested : siteUrl);
}

const policies = new WeakMap<readonly string[], (requested?: string) => string>();

/** The `redirect_to` if the site URL or ADDITIONAL_REDIRECT_URLS accepts it, else SITE_URL. */
export function redirectTarget({ config, settings }: AuthServer, requested: string | undefined): string {
  let policy = policies.get(settings.additionalRedirectUrls);
  if (!policy) {
    policy = createRedirectPolicy(config.siteUrl, settings.additionalRedirectUrls);
    policies.set(settings.additionalRedirectUrls, policy);
  }
  return policy(requested);
}
