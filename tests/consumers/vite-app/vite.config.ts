import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The app is index.html; the size bench builds button.html (only `Button`) and react-only.html (React alone)
// one at a time through BENCH_PAGE.
const page = process.env.BENCH_PAGE;

export default defineConfig({
  plugins: [react()],
  build: page ? { rollupOptions: { input: page } } : {},
});
