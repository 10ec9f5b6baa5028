import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** One file of the built renderer (dist/renderer/assets). */
export interface Asset {
  /** Path under the renderer's root: `assets/index-abc123.js`. */
  file: string;
  bytes: number;
  gzip: number;
  /** Chunks it imports statically (`import … from "./x.js"`), as `assets/x.js`. */
  imports: string[];
}

export interface Bundle {
  dir: string;
  assets: Map<string, Asset>;
  /** What index.html loads: the entry script, its modulepreloads and stylesheets. */
  entry: string[];
}

/** gzip at zlib's default level, as `vite build` reports it (and as a server would send it). */
export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data).length;

const STATIC_IMPORT = /\bfrom\s*"\.\/([^"]+\.js)"|\bimport\s*"\.\/([^"]+\.js)"/g;

/** Reads a built renderer: every JS and CSS asset with its raw and gzip sizes and static imports. */
export function readBundle(dir: string): Bundle {
  const assetsDir = path.join(dir, 'assets');
  const assets = new Map<string, Asset>();
  for (const name of fs.readdirSync(assetsDir)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const content = fs.readFileSync(path.join(assetsDir, name));
    const imports = name.endsWith('.js')
      ? [...content.toString('utf8').matchAll(STATIC_IMPORT)].map((m) => `assets/${m[1] ?? m[2]}`)
      : [];
    assets.set(`assets/${name}`, { file: `assets/${name}`, bytes: content.length, gzip: gzipSize(content), imports: [...new Set(imports)] });
  }
  const html = fs.readFileSync(path.join(dir, 'index.html'), 'utf8');
  const entry = [...html.matchAll(/(?:src|href)="\/app\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
  return { dir, assets, entry };
}

/** The assets a page holding `roots` has loaded: the roots and everything they import statically. */
export function staticClosure(bundle: Bundle, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !bundle.assets.has(file)) return;
    seen.add(file);
    for (const next of bundle.assets.get(file)!.imports) visit(next);
  };
  roots.forEach(visit);
  return seen;
}

/** Chunks that import each other statically, directly or not (a manual chunk split gone wrong). */
export function chunkCycles(bundle: Bundle): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of bundle.assets.get(file)?.imports ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of bundle.assets.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

export function sum(bundle: Bundle, files: Iterable<string>): { count: number; bytes: number; gzip: number } {
  let count = 0;
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const asset = bundle.assets.get(file);
    if (!asset) continue;
    count += 1;
    bytes += asset.bytes;
    gzip += asset.gzip;
  }
  return { count, bytes, gzip };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** `assets/DataGrid-Bx12.js` → `DataGrid.js`: names that stay the same from one build to the next. */
export const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}(\.\w+)$/, '$1');
