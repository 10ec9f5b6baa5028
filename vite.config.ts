import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** API paths the dev server forwards to the Baobab server (`npm run dev:server`, port 8080). */
const API_PREFIXES = [
  '/auth',
  '/admin',
  '/admin-platform',
  '/audit',
  '/accounting',
  '/hr',
  '/booking',
  '/supplies',
  '/dashboard',
  '/license',
  '/health',
  '/openapi.json',
  '/api-docs',
];
const apiTarget = process.env.BAOBAB_API_URL ?? 'http://localhost:8080';

export default defineConfig({
  root: 'renderer',
  base: '/app/',
  plugins: [react()],
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
