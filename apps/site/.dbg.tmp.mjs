import { build } from 'vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
process.env.NODE_ENV = 'development';
await build({ root: process.cwd(), configFile: false, mode: 'development', logLevel: 'error',
  define: { __SITE_BUILD_TIME__: JSON.stringify(process.env.SITE_BUILD_TIME) },
  plugins: [tanstackRouter({ target: 'react', autoCodeSplitting: true }), react(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: { minify: false, outDir: 'dist-debug/client', emptyOutDir: true, manifest: true, cssCodeSplit: false, rollupOptions: { input: 'src/entry-client.tsx' } } });
