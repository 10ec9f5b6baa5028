import { fileURLToPath } from 'node:url';
import { defineConfig, type Rollup } from 'vite';
import react from '@vitejs/plugin-react';
import { i18nNamespaces } from './build/vite-i18n';

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
const SHARED = fileURLToPath(new URL('./shared/', import.meta.url));

/** React and the router: what changes least from one release to the next. */
const REACT = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)\//;
/**
 * The big MUI X libraries, each a chunk of its own that only the pages using them load (with the
 * packages only they use; those they share, such as @mui/x-internals, go where Rollup puts them).
 */
const LAZY_LIBRARIES: Array<[chunk: string, pattern: RegExp]> = [
  ['data-grid', /\/node_modules\/@mui\/(x-data-grid|x-virtualizer)\//],
  ['charts', /\/node_modules\/(@mui\/x-charts|@mui\/x-charts-vendor|@mui\/x-internal-gestures|d3-[\w-]+|internmap|flatqueue|bezier-easing)\//],
  ['date-pickers', /\/node_modules\/@mui\/x-date-pickers\//],
];
/** The forms' validation: the login form loads it on its first submit (app/forms/formResolver.ts). */
const ZOD = /\/node_modules\/zod\//;

type ManualChunkMeta = Parameters<Rollup.GetManualChunk>[1];

const startCache = new Map<string, boolean>();

/** True when the entry imports the module, directly or not, without a dynamic import on the way. */
function loadedAtStart(id: string, meta: ManualChunkMeta): boolean {
  const seen = new Set<string>();
  const reaches = (module: string): boolean => {
    const known = startCache.get(module);
    if (known !== undefined) return known;
    if (seen.has(module)) return false;
    seen.add(module);
    const info = meta.getModuleInfo(module);
    return !!info && (info.isEntry || info.importers.some(reaches));
  };
  const result = reaches(id);
  startCache.set(id, result);
  return result;
}

/**
 * Chunks: the libraries the first screen needs in two (React with the router, then MUI and the
 * rest), each big MUI X library in its own, each language's messages in one; app code follows
 * its pages (every page is a lazy import, features/<module>/index.ts). A part of a library the
 * first screen needs (a locale of the data grid in the theme) stays with the first screen, so a
 * lazy library is never pulled in whole by it.
 */
function manualChunks(id: string, meta: ManualChunkMeta): string | undefined {
  const shell = /^\0virtual:baobab-shell-messages\/(\w+)$/.exec(id);
  if (shell) return `messages-${shell[1]}`;
  const messages = /\/renderer\/src\/i18n\/(\w+)\/([\w-]+)\.json$/.exec(id);
  if (messages) return `messages-${messages[1]}-${messages[2]}`;
  // Rollup's CommonJS helpers go with React, the first CommonJS package to need them.
  const library = id.includes('/node_modules/') || id.includes('commonjsHelpers');
  if (!library) return undefined;
  // Imported at start by shared modules of which the first screen uses constants only (their
  // schemas are tree-shaken: no zod call remains there), so never with the first screen.
  if (ZOD.test(id)) return 'zod';
  if (loadedAtStart(id, meta)) return REACT.test(id) || id.includes('commonjsHelpers') ? 'react' : 'vendor';
  return LAZY_LIBRARIES.find(([, pattern]) => pattern.test(id))?.[0];
}

export default defineConfig({
  root: 'renderer',
  base: '/app/',
  plugins: [react(), i18nNamespaces({ lazyNamespaces: true })],
  // zod with its messages in the interface language, wherever it loads (renderer/src/app/zod.ts).
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./renderer/src/app/zod.ts', import.meta.url)) }] },
  build: {
    outDir: '../dist/renderer',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // Only the modules named go to a manual chunk: merged dependencies would tie the lazy
    // libraries together (charts loading the data grid's chunk for a shared helper).
    rollupOptions: {
      output: { manualChunks, onlyExplicitManualChunks: true },
      // The shared modules only declare (constants, schemas, functions; no top-level statement
      // acts): a chunk takes one of them for the exports it uses, not for the zod calls of its
      // declarations or the libraries it imports (the menus read constants next to them).
      treeshake: { moduleSideEffects: (id) => !id.startsWith(SHARED) },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});
