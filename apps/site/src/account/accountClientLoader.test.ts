import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountClientLoaderScript } from './accountClientLoader';

const entry = '/assets/entry-client-test.js';

/** Runs the loader as the page would, with its `import()` observed instead of loading anything. */
function runLoader(notWaitedFor: string[] = []): { imported: () => string[] } {
  const imported: string[] = [];
  (window as unknown as { __imported: (url: string) => void }).__imported = (url) => imported.push(url);
  new Function(accountClientLoaderScript(entry, notWaitedFor).replace('import(', 'window.__imported('))();
  return { imported: () => imported };
}

function preload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.setAttribute('href', href);
  document.head.append(link);
  return link;
}

function pressKey(): void {
  window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
}

/** A loader whose visitor started typing before the page's one preload arrived, which it now has. */
function typingBeforeCodeArrived(): { imported: () => string[] } {
  const code = preload('/assets/a.js');
  const loader = runLoader();
  pressKey();
  code.dispatchEvent(new Event('load'));
  return loader;
}

describe('the account client loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no modulepreload; the browsers the site supports do.
    vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'modulepreload');
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('starts the client once the preloads have arrived, at once when nobody types', async () => {
    const first = preload('/assets/a.js');
    const second = preload('/assets/b.js');
    const loader = runLoader();
    await vi.advanceTimersByTimeAsync(1000);
    first.dispatchEvent(new Event('load'));
    expect(loader.imported()).toEqual([]);
    second.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.imported()).toEqual([entry]);
  });

  it('does not wait for preloads the client loads itself as it starts', async () => {
    preload('/assets/supabase.js');
    const loader = runLoader(['/assets/supabase.js']);
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.imported()).toEqual([entry]);
  });

  it('waits for a pause in the typing, and no longer than a submit', async () => {
    const loader = typingBeforeCodeArrived();
    await vi.advanceTimersByTimeAsync(0);
    for (let key = 0; key < 10; key += 1) {
      await vi.advanceTimersByTimeAsync(120);
      pressKey();
    }
    expect(loader.imported()).toEqual([]);
    await vi.advanceTimersByTimeAsync(350);
    expect(loader.imported()).toEqual([entry]);

    document.head.innerHTML = '';
    const submitted = typingBeforeCodeArrived();
    await vi.advanceTimersByTimeAsync(50);
    window.dispatchEvent(new Event('submit'));
    await vi.advanceTimersByTimeAsync(100);
    expect(submitted.imported()).toEqual([entry]);
  });

  it('does not hold the start for more than 3 s of typing', async () => {
    const loader = typingBeforeCodeArrived();
    for (let key = 0; key < 29; key += 1) {
      pressKey();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(loader.imported()).toEqual([]);
    for (let key = 0; key < 3; key += 1) {
      pressKey();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(loader.imported()).toEqual([entry]);
  });

  it('starts without waiting for preloads in a browser without modulepreload, or after 10 s without news of them', async () => {
    preload('/assets/a.js');
    vi.mocked(DOMTokenList.prototype.supports).mockReturnValue(false);
    const unsupported = runLoader();
    await vi.advanceTimersByTimeAsync(0);
    expect(unsupported.imported()).toEqual([entry]);

    vi.mocked(DOMTokenList.prototype.supports).mockImplementation((token) => token === 'modulepreload');
    const silent = runLoader();
    await vi.advanceTimersByTimeAsync(9000);
    expect(silent.imported()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1100);
    expect(silent.imported()).toEqual([entry]);
  });
});
