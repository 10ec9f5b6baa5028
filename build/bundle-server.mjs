// Bundles the server (server/main.ts and everything it imports from server/ and shared/) into
// dist/server/main.js, the SaaS entry (`node dist/server/main.js`) and the script the Electron
// host forks.
//
// Every npm package stays external and is loaded from node_modules at run time. Many of them find
// files next to their own code (sqlite3's native binding, pino's transport workers, swagger-ui-dist
// assets, pdfmake fonts, exceljs templates), which breaks once inlined into one file; keeping all
// of them external removes that class of bug for packages added later, and node_modules ships in
// both targets anyway (the Docker image, the Electron asar). Static ESM imports are linked at load,
// so a package a CommonJS module cannot satisfy fails at start, not on some later request.
//
// Files shipped with the app (`resources/`) are resolved from the working directory, which each
// target sets to the folder holding `resources/` (see server/platform/resources.ts); the renderer is
// found next to the bundle (dist/renderer, see defaultRendererDir in server/bootstrap.ts).
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * @param {{ outdir?: string, sourcemap?: boolean, logLevel?: import('esbuild').LogLevel }} [options]
 * @returns {Promise<{ outfile: string, externalPackages: string[] }>}
 */
export async function bundleServer(options = {}) {
  const outdir = options.outdir ?? path.join(root, 'dist/server');
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: options.sourcemap ?? true,
    metafile: true,
    legalComments: 'none',
    logLevel: options.logLevel ?? 'warning',
    tsconfig: path.join(root, 'tsconfig.json'),
  });
  // Marks the folder as ESM on its own, so the bundle runs whatever package.json sits above it.
  fs.writeFileSync(path.join(outdir, 'package.json'), `${JSON.stringify({ type: 'module' }, null, 2)}\n`);
  return { outfile: path.join(outdir, 'main.js'), externalPackages: externalPackages(result.metafile) };
}

/** Names of the npm packages the bundle imports at run time (node: built-ins excluded). */
function externalPackages(metafile) {
  const names = new Set();
  for (const [file, input] of Object.entries(metafile.inputs)) {
    for (const imp of input.imports) {
      if (!imp.external || imp.path.startsWith('node:')) continue;
      // esbuild leaves a relative import it did not bundle (a class imported for its type only)
      // as a run-time import the bundle cannot satisfy.
      if (imp.path.startsWith('.')) throw new Error(`${file} imports ${imp.path}, which the bundle leaves out: use \`import type\``);
      const parts = imp.path.split('/');
      names.add(imp.path.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]);
    }
  }
  return [...names].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { outfile, externalPackages: packages } = await bundleServer({ logLevel: 'info' });
  console.log(`server bundle: ${path.relative(root, outfile)} (run time packages: ${packages.join(', ')})`);
}
