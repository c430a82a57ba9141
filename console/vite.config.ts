import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The platform serves the console under /console/.
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  // The manifest tells bench/bundle which chunks each screen loads.
  build: { outDir: 'dist', manifest: true },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
