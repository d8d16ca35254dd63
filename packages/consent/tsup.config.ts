import { defineConfig } from 'tsup';
import { packageConfig } from '../../scripts/tsup-preset.mjs';

export default defineConfig(
  packageConfig({
    entry: { index: 'src/index.ts', core: 'src/core/index.ts' },
    styles: true,
    clientEntries: ['index'],
  }),
);
