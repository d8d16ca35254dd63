import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useEffect } from 'react';
import { dismissToast } from '../packages/ui/src/components/Toast';
import { themeClassNames } from '../packages/ui/src/theme';
import '../packages/ui/src/reset.css';
import '../packages/ui/src/styles.css';

type Theme = keyof typeof themeClassNames;

// The theme of a story test run, chosen by this build-time value (light unless VITE_STORY_THEME=dark).
const defaultTheme: Theme = import.meta.env.VITE_STORY_THEME === 'dark' ? 'dark' : 'light';

const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(themeClassNames.light, themeClassNames.dark);
    root.classList.add(themeClassNames[theme]);
  }, [theme]);
  // Apply synchronously too, so the first paint (and axe on the first render) sees the right theme.
  if (typeof document !== 'undefined') {
    document.documentElement.classList.remove(themeClassNames.light, themeClassNames.dark);
    document.documentElement.classList.add(themeClassNames[theme]);
  }
  return <Story />;
};

const preview: Preview = {
  // Every story starts as a first visit would: no stored choices or sessions, no notification left over from the
  // story before. The story tests reuse one page across story files (vitest.config.ts), so nothing else resets it.
  beforeEach: () => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    dismissToast();
  },
  // Per-story handlers keyed by name (`parameters.msw.handlers: { auth: [...], transactions: [...] }`), so a
  // story overrides one key and keeps the rest.
  loaders: [mswLoader()],
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
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
  },
  tags: ['autodocs'],
};

export default preview;
