import { defineConfig } from 'tsup';
import { packageConfig } from '../../scripts/tsup-preset.mjs';

export default defineConfig({
  ...packageConfig({
    entry: {
      index: 'src/index.ts',
      forms: 'src/forms/index.ts',
      data: 'src/data/index.ts',
      testing: 'src/testing/index.ts',
    },
    styles: true,
    clientEntries: ['index'],
  }),
  // The few icon glyphs drawn here are bundled, so consumers do not install lucide-react (ISC; see THIRD_PARTY_NOTICES.md).
  noExternal: ['lucide-react'],
});
