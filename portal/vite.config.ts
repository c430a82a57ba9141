import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react()],
  // The manifest tells bench/bundle which chunks each route loads.
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
