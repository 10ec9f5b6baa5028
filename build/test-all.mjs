#!/usr/bin/env node
// `npm test`: the lint, the typecheck, the renderer build and the unit and API tests (vitest, SQLite
// and PostgreSQL) run side by side, then the browser tests (Playwright, on that build) run alone: a
// browser test measured while two vitest workers hold both cores of a small CI machine is a browser
// test that times out.
// Each line is prefixed with its task; the run fails when any task fails, and ends with each task's
// duration and the lines that reported a failure, so that the end of the log says what broke.
import { spawn } from 'node:child_process';
import readline from 'node:readline';

const phases = [
  [
    { name: 'lint', command: 'npm run --silent lint' },
    { name: 'types', command: 'npm run --silent typecheck' },
    { name: 'build', command: 'npm run --silent build:renderer' },
    { name: 'unit', command: 'npm run --silent test:unit' },
  ],
  [{ name: 'e2e', command: 'node e2e/run.mjs' }],
];

// vitest: "FAIL file" and "× test"; the e2e runner: "✗ test" and "⚠ flaky test"; tsc: "error TS";
// ESLint: "line:column  error  message".
const FAILURE_LINE = /^\s*(FAIL|×|✗|⚠ flaky)\s|error TS\d+|^\s+\d+:\d+\s+error\s/;
const COLOUR = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const failureLines = new Set();

function run(task) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(task.command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    for (const stream of [child.stdout, child.stderr]) {
      readline.createInterface({ input: stream }).on('line', (line) => {
        process.stdout.write(`[${task.name}] ${line}\n`);
        const plain = line.replace(COLOUR, '');
        if (FAILURE_LINE.test(plain)) failureLines.add(`[${task.name}] ${plain.trim()}`);
      });
    }
    child.on('close', (code, signal) => resolve({ ...task, code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

const results = [];
for (const phase of phases) results.push(...(await Promise.all(phase.map(run))));
console.log('\nTest tasks:');
for (const r of results) console.log(`  ${r.code === 0 ? 'passed' : 'FAILED'}  ${r.name.padEnd(6)} ${r.seconds} s  (${r.command})`);
if (failureLines.size) {
  console.log('\nLines that reported a failure:');
  for (const line of [...failureLines].slice(0, 60)) console.log(`  ${line}`);
}
process.exitCode = results.every((r) => r.code === 0) ? 0 : 1;
