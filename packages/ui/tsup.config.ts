import { defineConfig } from 'tsup';
import { packageConfig } from '../../scripts/tsup-preset.mjs';

export default defineConfig(packageConfig({ styles: true }));
