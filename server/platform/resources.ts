import path from 'node:path';

/**
 * Files shipped with the app (`resources/`: license root, charts of accounts, payroll rules,
 * fonts…) are found from the working directory, never from the source file's own location, which
 * changes once the server is bundled into dist/server/main.js. Every target starts the server in
 * the folder that holds `resources/`: the repository (development, tests, `npm run demo`), `/app`
 * in the Docker image, `process.resourcesPath` in the desktop app (electron-builder copies
 * `resources/` there as extraResources).
 */
export function resourcesDir(): string {
  return path.resolve('resources');
}

/** Absolute path of a shipped file: `resourcePath('license', 'root-ca.pem')`. */
export function resourcePath(...segments: string[]): string {
  return path.join(resourcesDir(), ...segments);
}
