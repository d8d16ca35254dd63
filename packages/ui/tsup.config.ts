import { defineConfig } from 'tsup';
import { packageConfig } from '../../scripts/tsup-preset.mjs';

export default defineConfig({
  ...packageConfig({
    entry: {
      index: 'src/index.ts',
      patterns: 'src/patterns/index.ts',
      theme: 'src/theme/serverSafe.ts',
      validation: 'src/validation/index.ts',
      reset: 'src/reset.css.ts',
      styles: 'src/allStyles.ts',
    },
    styles: true,
    clientEntries: ['index', 'patterns'],
    cssOnlyEntries: ['reset', 'styles'],
    stylesEntry: 'styles',
  }),
  // The few icon glyphs the components draw are bundled (tree-shaken) into dist, so consumers do not install
  // lucide-react (ISC) and simple-icons (CC0); THIRD_PARTY_NOTICES.md carries their licences.
  noExternal: ['lucide-react', 'simple-icons'],
});
