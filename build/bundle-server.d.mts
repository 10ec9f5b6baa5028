import type { LogLevel } from 'esbuild';

export declare function bundleServer(options?: {
  outdir?: string;
  sourcemap?: boolean;
  logLevel?: LogLevel;
}): Promise<{ outfile: string; externalPackages: string[] }>;
