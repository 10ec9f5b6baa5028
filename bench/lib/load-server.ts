/**
 * The server exactly as `server/main.ts` starts it, for the load bench (started with
 * `--expose-gc`), answering two messages over the IPC channel of `child_process.fork`:
 * - `{type: 'memory'}`: its memory after a full garbage collection (`{type: 'memory', rss,
 *   heapUsed, external}`, bytes), so that a growth between two readings is what survived, not
 *   garbage not yet collected;
 * - `{type: 'heap-snapshot', file}`: a heap snapshot written to `file` (`{type: 'heap-snapshot', file}`
 *   once written), to compare what grew.
 */
import v8 from 'node:v8';
import { loadConfigOrExit, start, stopOnSignals } from '../../server/main';

export type LoadServerMessage = { type: 'memory'; rss: number; heapUsed: number; external: number } | { type: 'heap-snapshot'; file: string };

const collect = (globalThis as { gc?: () => void }).gc;
if (!collect) throw new Error('The load bench server needs --expose-gc');

const running = await start(loadConfigOrExit());

process.on('message', (raw: unknown) => {
  const message = raw as { type?: string; file?: string };
  if (message?.type === 'memory') {
    collect();
    const usage = process.memoryUsage();
    process.send?.({ type: 'memory', rss: usage.rss, heapUsed: usage.heapUsed, external: usage.external } satisfies LoadServerMessage);
  } else if (message?.type === 'heap-snapshot' && message.file) {
    process.send?.({ type: 'heap-snapshot', file: v8.writeHeapSnapshot(message.file) } satisfies LoadServerMessage);
  }
});

stopOnSignals(running);
