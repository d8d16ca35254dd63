import type { AuthServer } from './shared';

/** The `redirect_to` if the allow-list accepts it (site URL and its subpaths, ADDITIONAL_REDIRECT_URLS), else SITE_URL. */
export function redirectTarget({ config, settings }: AuthServer, requested: string | undefined): string {
  if (!requested) return config.siteUrl;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    return config.siteUrl;
  }
  const site = new URL(config.siteUrl);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol === site.protocol && url.hostname === site.hostname && (url.port === site.port || loopback)) {
    return requested;
  }
  for (const allowed of settings.additionalRedirectUrls) {
    if (allowed === requested) return requested;
    const star = allowed.indexOf('*');
    if (star !== -1 && requested.startsWith(allowed.slice(0, star))) return requested;
  }
  return config.siteUrl;
}
