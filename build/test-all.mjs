#!/usr/bin/env node
// `npm test`: the typecheck, the unit and API tests (vitest, SQLite and PostgreSQL) and the browser
// tests (renderer build, then Playwright) run side by side rather than one after the other: the API
// tests spend much of their time waiting on a database and the browser tests on Chromium, so
// together they keep both cores of a small CI machine busy. Each line is prefixed with its task;
// the run fails when any task fails, and ends with each task's duration.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const tasks = [
  { name: 'types', command: 'npm run --silent typecheck' },
  { name: 'unit', command: 'npm run --silent test:unit' },
  { name: 'e2e', command: 'npm run --silent test:e2e' },
];

function run(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`[${task.name}] ${line}\n`));
    }
    child.on('close', (code, signal) => resolve({ ...task, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = await Promise.all(tasks.map(run));
console.log('\nTest tasks:');
for (const r of results) console.log(`  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.name.padEnd(6)} ${r.seconds} s  (${r.command})`);
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
