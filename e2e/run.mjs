#!/usr/bin/env node
// Browser tests: starts a real server on a free port with a fresh DATA_DIR, drives Debian's
// Chromium through playwright-core, prints "N passed, N failed" and exits non-zero on failure.
// Usage: node e2e/run.mjs [name filter]   (E2E_BASE_URL=http://… reuses a running server)
import { register } from 'tsx/esm/api';

register();
const { main } = await import('./lib/main.ts');
process.exitCode = await main(process.argv.slice(2));
