import { DocsContainer, type DocsContainerProps } from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { type PropsWithChildren, useEffect, useState } from 'react';
import { GLOBALS_UPDATED, SET_GLOBALS } from 'storybook/internal/core-events';
import { themes } from 'storybook/theming';
import { dismissToast } from '../packages/ui/src/components/Toast';
import { type ColorMode, colorModes, resolveColorMode, themeClassNames } from '../packages/ui/src/theme';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/styles.css';
// The site's typeface, declared and set exactly as the site ships it.
import '../apps/site/src/fonts.css';
import '../apps/site/src/typeface.css';
import { assertProductTypeface, loadProductTypeface } from './typeface';

// The theme of a story test run, chosen by this build-time value (light unless VITE_STORY_THEME=dark).
const defaultTheme: ColorMode = import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light';

function toColorMode(value: unknown): ColorMode {
  return (colorModes as readonly unknown[]).includes(value) ? (value as ColorMode) : defaultTheme;
}

/** Puts the theme class for `mode` on `<html>` (`system` follows the OS preference, as the site's script does). */
function applyTheme(mode: ColorMode) {
  const root = document.documentElement;
  root.classList.remove(themeClassNames.light, themeClassNames.dark);
  root.classList.add(themeClassNames[resolveColorMode(mode)]);
}

/** Re-applies `mode` whenever the OS preference changes, while `mode` is `system`. */
function useSystemTheme(mode: ColorMode, onChange: () => void = () => applyTheme(mode)) {
  useEffect(() => {
    applyTheme(mode);
    if (mode !== 'system') return;
    const query = window.matchMedia('(prefers-color-scheme: dark)');
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [mode, onChange]);
}

const withTheme: Decorator = (Story, context) => {
  const mode = toColorMode(context.globals.theme);
  useSystemTheme(mode);
  // Apply synchronously too, so the first paint (and axe on the first render) sees the right theme.
  if (typeof document !== 'undefined') applyTheme(mode);
  return <Story />;
};

function currentGlobalsTheme(channel: DocsContainerProps['context']['channel']): ColorMode {
  const updated = channel.last(GLOBALS_UPDATED)?.[0] as { globals?: { theme?: unknown } } | undefined;
  const initial = channel.last(SET_GLOBALS)?.[0] as { globals?: { theme?: unknown } } | undefined;
  return toColorMode(updated?.globals?.theme ?? initial?.globals?.theme);
}

/**
 * Docs pages follow the theme toolbar too: the theme class goes on `<html>` (so stories embedded in the page and
 * the MDX text use the product's tokens) and the docs blocks switch to Storybook's matching light or dark theme.
 */
function ThemedDocsContainer({ context, children }: PropsWithChildren<DocsContainerProps>) {
  const [mode, setMode] = useState<ColorMode>(() => currentGlobalsTheme(context.channel));
  const [, rerender] = useState(0);
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: { theme?: unknown } }) => setMode(toColorMode(globals.theme));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);
  useSystemTheme(mode, () => {
    applyTheme(mode);
    rerender((count) => count + 1);
  });
  if (typeof document !== 'undefined') applyTheme(mode);
  const resolved = typeof window === 'undefined' ? 'light' : resolveColorMode(mode);
  return (
    <DocsContainer context={context} theme={resolved === 'dark' ? themes.dark : themes.light}>
      {children}
    </DocsContainer>
  );
}

/** The widths the product is designed and reviewed at (phone, small laptop, desktop). */
const viewports = {
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop1024: { name: 'Laptop 1024', styles: { width: '1024px', height: '768px' }, type: 'tablet' },
  desktop1440: { name: 'Desktop 1440', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  // Every story starts as a first visit would: no stored choices or sessions, no notification left over from the
  // story before. The story tests reuse one page across story files (vitest.config.ts), so nothing else resets it.
  beforeEach: () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    dismissToast();
  },
  // Per-story handlers keyed by name (`parameters.msw.handlers: { auth: [...], transactions: [...] }`), so a
  // story overrides one key and keeps the rest. The typeface is loaded before the first render, so no story (nor its
  // screenshot) is ever drawn in the fallback.
  loaders: [mswLoader(), loadProductTypeface],
  decorators: [withTheme],
  // After the play function: the story must be drawn in the product's typeface (fails the story test otherwise).
  afterEach: () => {
    assertProductTypeface(document.body);
  },
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: defaultTheme },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    // 'error' makes axe violations fail the story test (Storybook's a11y addon + Vitest integration).
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { options: viewports },
    docs: { container: ThemedDocsContainer },
  },
  tags: ['autodocs'],
};

export default preview;
