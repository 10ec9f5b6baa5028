// Bundles the Electron host: dist/electron/main.cjs (package.json "main") and
// dist/electron/preload.cjs, CommonJS as Electron loads them, with everything but `electron`
// inlined. The preload is built for the browser platform: it runs sandboxed, where Node's modules
// do not exist, so importing one fails here rather than in the installed app. Icons the window
// and the tray use at run time are copied next to them.
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Run time icons: [source under build/icons, name under dist/electron/icons]. */
const ICONS = [
  ['linux/256x256.png', 'icon.png'],
  ['tray/tray.png', 'tray.png'],
  ['tray/trayTemplate.png', 'trayTemplate.png'],
  ['tray/trayTemplate@2x.png', 'trayTemplate@2x.png'],
];

/**
 * @param {{ outdir?: string, logLevel?: import('esbuild').LogLevel }} [options]
 * @returns {Promise<{ main: string, preload: string }>}
 */
export async function bundleElectron(options = {}) {
  const outdir = options.outdir ?? path.join(root, 'dist/electron');
  const common = {
    absWorkingDir: root,
    outdir,
    bundle: true,
    format: 'cjs',
    external: ['electron'],
    outExtension: { '.js': '.cjs' },
    sourcemap: true,
    legalComments: 'none',
    logLevel: options.logLevel ?? 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
  };
  await Promise.all([
    build({ ...common, entryPoints: { main: 'electron/main.ts' }, platform: 'node', target: 'node22' }),
    build({ ...common, entryPoints: { preload: 'electron/preload.ts' }, platform: 'browser', target: 'es2022' }),
  ]);
  fs.mkdirSync(path.join(outdir, 'icons'), { recursive: true });
  for (const [from, to] of ICONS) fs.copyFileSync(path.join(root, 'build/icons', from), path.join(outdir, 'icons', to));
  return { main: path.join(outdir, 'main.cjs'), preload: path.join(outdir, 'preload.cjs') };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { main, preload } = await bundleElectron({ logLevel: 'info' });
  console.log(`electron bundles: ${path.relative(root, main)}, ${path.relative(root, preload)}`);
}
