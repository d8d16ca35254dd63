// Shared tsup settings for every @ardena/* package: ESM + .d.ts, React and dependencies external,
// vanilla-extract styles compiled into one `dist/styles.css` so consumers need no vanilla-extract plugin.
import { existsSync, renameSync } from 'node:fs';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';

/** @param {{ entry?: Record<string, string>, styles?: boolean }} [options] */
export function packageConfig(options = {}) {
  const { entry = { index: 'src/index.ts' }, styles = false } = options;
  return {
    entry,
    format: ['esm'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
    platform: 'browser',
    treeshake: true,
    splitting: true,
    esbuildPlugins: styles ? [vanillaExtractPlugin({ identifiers: 'short' })] : [],
    async onSuccess() {
      // esbuild names the extracted CSS after the entry; the package contract is one `styles.css`.
      if (styles && existsSync('dist/index.css')) renameSync('dist/index.css', 'dist/styles.css');
      if (styles && existsSync('dist/index.css.map')) renameSync('dist/index.css.map', 'dist/styles.css.map');
    },
  };
}
