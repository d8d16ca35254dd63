import { useEffect, useState } from 'react';

/**
 * "Now" for relative times: the build time during prerender and hydration (so both render the same text), then the
 * visitor's clock once the page is interactive.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date(__SITE_BUILD_TIME__));
  useEffect(() => setNow(new Date()), []);
  return now;
}
