import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

afterEach(() => {
  cleanup();
});

// The unit project runs without isolation (one jsdom per worker, reused across files: starting jsdom for every file
// cost more than the tests themselves). So each file starts from a blank document and empty storage, as it would in
// a fresh page, whatever the previous file left behind.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; expiring each cookie is the only way to clear them.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  for (const attribute of Array.from(document.documentElement.attributes)) {
    if (attribute.name !== 'lang') document.documentElement.removeAttribute(attribute.name);
  }
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
  window.history.replaceState(null, '', '/');
});

// jsdom has no matchMedia; components read it for colour mode and reduced motion. Tests that need a specific
// answer replace it with vi.stubGlobal.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom implements no layout, so it lacks scrollIntoView; browsers all have it (FormErrorSummary scrolls to a field).
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) {
  Element.prototype.scrollIntoView = () => {};
}
