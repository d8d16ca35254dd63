import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // Stories of every package; the site app has none of its own (it only composes packages).
  stories: ['../packages/*/src/**/*.mdx', '../packages/*/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Holds MSW's service worker (mockServiceWorker.js), served at the root for msw-storybook-addon.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    // Pre-bundle every dependency stories import. Otherwise Vite discovers them mid-run on a cold cache, re-optimises
    // and reloads, and the story tests running at that moment fail to import ("Vite unexpectedly reloaded a test").
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react/jsx-dev-runtime',
        '@ardena/ui > radix-ui',
        '@ardena/ui > clsx',
        '@ardena/ui > lucide-react',
        '@ardena/ui > simple-icons',
        '@ardena/ui > @vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/css',
        'msw',
        'msw/browser',
        'msw-storybook-addon/csf3',
        '@ardena/auth > @supabase/supabase-js',
      ],
    };
    return viteConfig;
  },
};

export default config;
