// Security headers shared by the Node server (server/index.mjs) and the `_headers` file the prerender step writes
// for static hosts, so both ways of serving the site send the same policy.

/**
 * The backend origin the browser may call, at build time: the site build sets VITE_SUPABASE_URL for the whole build
 * (scripts/supabase-target.mjs), so there is no fallback. The server reads the build's record instead.
 */
export function supabaseOrigin(env = process.env) {
  if (!env.VITE_SUPABASE_URL) {
    throw new Error('VITE_SUPABASE_URL is unset: the CSP is only built inside the site build, which sets it.');
  }
  return new URL(env.VITE_SUPABASE_URL).origin;
}

/**
 * Content-Security-Policy for one document. `scriptHashes` are the sha256 hashes (base64) of that document's inline
 * scripts: the colour-mode pre-paint script and the router's hydration data. No 'unsafe-inline' anywhere in
 * script-src; styles are static files too.
 */
export function contentSecurityPolicy({ scriptHashes = [], connectOrigin = supabaseOrigin() } = {}) {
  const hashes = [...new Set(scriptHashes)].map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Radix dialogs inject a scroll-lock <style> whose content depends on the scrollbar width, so it cannot be hashed;
    // inline styles cannot run code, and script-src stays hash-only.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigin}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Powerful features the site never uses, switched off for the page and anything it might embed. Only features
 * Chromium recognises: an unknown name logs a console error on every page.
 */
export const permissionsPolicy = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** Headers every response carries. HSTS only over HTTPS: on plain HTTP it is ignored by browsers and misleading. */
export function baseSecurityHeaders({ https = false } = {}) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': permissionsPolicy,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload' } : {}),
  };
}
