import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
/** Everything a run leaves behind: server log, failure screenshots, the reference screenshots. */
export const OUTPUT_DIR = path.join(REPO_ROOT, 'e2e', 'output');
export const FAILURES_DIR = path.join(OUTPUT_DIR, 'failures');
export const SCREENSHOTS_DIR = path.join(OUTPUT_DIR, 'screenshots');
