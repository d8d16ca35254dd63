import { defineConfig } from 'tsup';
import { packageConfig } from '../../scripts/tsup-preset.mjs';

export default defineConfig({
  ...packageConfig({
    entry: { index: 'src/index.ts', core: 'src/core/index.ts' },
    styles: true,
    clientEntries: ['index'],
  }),
  // The banner's one icon glyph (×) is bundled, so consumers do not install lucide-react (ISC; see
  // THIRD_PARTY_NOTICES.md).
  noExternal: ['lucide-react'],
});
