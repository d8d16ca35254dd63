import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyColorMode, colorModeScript, colorModeStorageKey, resolveColorMode, useColorMode } from './colorMode';
import { themeClassNames } from './themeClassNames';

/** A matchMedia that answers `prefers-color-scheme: dark` with `dark`. */
function stubSystemPreference(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-color-scheme: dark)' ? dark : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** A matchMedia whose dark preference the test flips, firing `change` like a live OS switch. */
function controllableSystemPreference(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' ? dark : false;
    },
    media: query,
    onchange: null,
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of [...listeners]) listener();
    },
    listenerCount: () => listeners.size,
  };
}

const root = document.documentElement;

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  root.className = '';
});

function runPrePaintScript() {
  // The exact string the site inlines in <head>.
  new Function(colorModeScript)();
}

describe('pre-paint colour mode script', () => {
  it.each([
    { stored: null, systemDark: false, expected: 'light' },
    { stored: null, systemDark: true, expected: 'dark' },
    { stored: 'light', systemDark: true, expected: 'light' },
    { stored: 'dark', systemDark: false, expected: 'dark' },
    { stored: 'garbage', systemDark: true, expected: 'dark' },
  ] as const)('stored $stored with system dark=$systemDark → $expected', ({ stored, systemDark, expected }) => {
    stubSystemPreference(systemDark);
    if (stored) window.localStorage.setItem(colorModeStorageKey, stored);
    root.classList.add(themeClassNames[expected === 'dark' ? 'light' : 'dark']);
    runPrePaintScript();
    expect(root).toHaveClass(themeClassNames[expected]);
    expect(root.classList.contains(themeClassNames[expected === 'dark' ? 'light' : 'dark'])).toBe(false);
  });

  it('follows a live OS switch while the choice is system, and ignores it for a fixed choice', () => {
    const system = controllableSystemPreference(false);
    runPrePaintScript();
    expect(root).toHaveClass(themeClassNames.light);
    system.set(true);
    expect(root).toHaveClass(themeClassNames.dark);
    expect(root.classList.contains(themeClassNames.light)).toBe(false);
    system.set(false);
    expect(root).toHaveClass(themeClassNames.light);

    window.localStorage.setItem(colorModeStorageKey, 'light');
    system.set(true);
    expect(root).toHaveClass(themeClassNames.light);
    expect(root.classList.contains(themeClassNames.dark)).toBe(false);
  });

  it('still themes the page when storage is blocked', () => {
    stubSystemPreference(true);
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    runPrePaintScript();
    expect(root).toHaveClass(themeClassNames.dark);
    getItem.mockRestore();
  });
});

describe('resolveColorMode / applyColorMode', () => {
  it('resolves system through the OS preference', () => {
    stubSystemPreference(true);
    expect(resolveColorMode('system')).toBe('dark');
    expect(resolveColorMode('light')).toBe('light');
    applyColorMode('system');
    expect(root).toHaveClass(themeClassNames.dark);
  });
});

function Probe() {
  const { mode, resolvedMode, setMode } = useColorMode();
  return (
    <>
      <output>{`${mode}/${resolvedMode}`}</output>
      <button type="button" onClick={() => setMode('dark')}>
        dark
      </button>
    </>
  );
}

describe('useColorMode', () => {
  it('reports the stored choice and follows changes from this tab and from other tabs', () => {
    stubSystemPreference(false);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('system/light');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status')).toHaveTextContent('dark/dark');
    expect(root).toHaveClass(themeClassNames.dark);
    // Another tab picks light: the storage event updates this tab too.
    act(() => {
      window.localStorage.setItem(colorModeStorageKey, 'light');
      window.dispatchEvent(new StorageEvent('storage', { key: colorModeStorageKey }));
    });
    expect(screen.getByRole('status')).toHaveTextContent('light/light');
    expect(root).toHaveClass(themeClassNames.light);
  });

  it('applies a live OS switch at once while the choice is system', () => {
    const system = controllableSystemPreference(false);
    render(<Probe />);
    expect(screen.getByRole('status')).toHaveTextContent('system/light');
    act(() => system.set(true));
    expect(screen.getByRole('status')).toHaveTextContent('system/dark');
    expect(root).toHaveClass(themeClassNames.dark);
    act(() => system.set(false));
    expect(screen.getByRole('status')).toHaveTextContent('system/light');
    expect(root).toHaveClass(themeClassNames.light);
  });
});
