import type { LogLevel } from 'esbuild';

export declare function bundleElectron(options?: { outdir?: string; logLevel?: LogLevel }): Promise<{ main: string; preload: string }>;
