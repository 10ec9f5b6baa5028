import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { shareParsedFonts } from './font-sharing';

/** The font files of each family and style, as absolute paths. */
export type FontFiles = Record<string, Record<string, string>>;

/**
 * The worker's program, plain CommonJS so that it runs the same under tsx, Vitest, the esbuild
 * bundle and Electron (no file of ours to find at run time): pdfmake's printer and fontkit are
 * required from the absolute paths the main thread resolved, and fontkit shares its work between
 * documents as in the main thread (shareParsedFonts, sent as source text; `__name` is the helper
 * esbuild's keepNames may wrap its inner functions in).
 */
const WORKER_SOURCE = `
var __name = (target) => target;
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
(${shareParsedFonts.toString()})(require(workerData.fontkitPath));
const PdfPrinter = require(workerData.printerPath);
const fonts = {};
for (const [family, styles] of Object.entries(workerData.fonts)) {
  fonts[family] = {};
  for (const [style, file] of Object.entries(styles)) fonts[family][style] = fs.readFileSync(file);
}
const printer = new PdfPrinter(fonts);
const fail = (id, err) => parentPort.postMessage({ id, error: { message: String((err && err.message) || err), stack: err && err.stack } });
parentPort.on('message', ({ id, definition }) => {
  let pdf;
  try {
    pdf = printer.createPdfKitDocument(definition);
  } catch (err) {
    return fail(id, err);
  }
  const chunks = [];
  pdf.on('data', (chunk) => chunks.push(chunk));
  pdf.on('error', (err) => fail(id, err));
  pdf.on('end', () => {
    const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
    let at = 0;
    for (const c of chunks) {
      out.set(c, at);
      at += c.length;
    }
    parentPort.postMessage({ id, pdf: out }, [out.buffer]);
  });
  pdf.end();
});
parentPort.postMessage({ ready: true });
`;

/** Documents handed to one worker at a time: one laid out while the previous one is written out. */
const PER_WORKER = 2;

/** Threads rendering PDFs: one per core, at most 4 (the main thread keeps serving requests). */
export function defaultPdfWorkers(): number {
  return Math.min(4, os.availableParallelism());
}

interface Job {
  id: number;
  definition: object;
  resolve: (pdf: Buffer) => void;
  reject: (err: Error) => void;
}

interface Slot {
  worker: Worker;
  jobs: Map<number, Job>;
  ready: boolean;
}

type Reply = { ready: true } | { id: number; pdf: Uint8Array } | { id: number; error: { message: string; stack?: string } };

/**
 * A pool of worker threads rendering pdfmake definitions: rendering is CPU-bound, so documents
 * rendered "concurrently" in the main thread only take turns, and block every request while they
 * do. Workers start on the first document and are unreferenced while idle, so they never keep a
 * process alive. A worker that cannot start (no worker threads in a host, a package not found)
 * hands its documents, and every later one, to `fallback` (rendering in the calling thread).
 */
export class PdfWorkerPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private unavailable = false;
  private readonly workerData: { fontkitPath: string; printerPath: string; fonts: FontFiles };

  constructor(
    readonly size: number,
    fonts: FontFiles,
    private readonly fallback: (definition: object) => Promise<Buffer>,
  ) {
    const requireHere = createRequire(import.meta.url);
    const pdfkitPath = requireHere.resolve('@foliojs-fork/pdfkit');
    this.workerData = {
      fontkitPath: createRequire(pdfkitPath).resolve('@foliojs-fork/fontkit'),
      printerPath: requireHere.resolve('pdfmake/src/printer.js'),
      fonts,
    };
  }

  /** The definition must be structured-cloneable (plain data: see isPlainData in pdf-renderer.ts). */
  render(definition: object): Promise<Buffer> {
    if (this.unavailable) return this.fallback(definition);
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, definition, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.reduce<Slot | undefined>((best, s) => (!best || s.jobs.size < best.jobs.size ? s : best), undefined);
      if ((!slot || slot.jobs.size > 0) && this.slots.length < this.size) {
        try {
          slot = this.spawn();
        } catch {
          if (!this.slots.length) return this.giveUp([]);
        }
      }
      if (!slot || slot.jobs.size >= PER_WORKER) return;
      const job = this.queue.shift() as Job;
      try {
        slot.worker.postMessage({ id: job.id, definition: job.definition });
      } catch {
        // Not cloneable after all (isPlainData is the caller's check): rendered by the fallback.
        this.fallback(job.definition).then(job.resolve, job.reject);
        continue;
      }
      slot.jobs.set(job.id, job);
      slot.worker.ref();
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: this.workerData, execArgv: [] });
    const slot: Slot = { worker, jobs: new Map(), ready: false };
    this.slots.push(slot);
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true;
        return;
      }
      const job = slot.jobs.get(reply.id);
      if (!job) return;
      slot.jobs.delete(reply.id);
      if (!slot.jobs.size) worker.unref();
      if ('pdf' in reply) job.resolve(Buffer.from(reply.pdf.buffer, reply.pdf.byteOffset, reply.pdf.byteLength));
      else job.reject(Object.assign(new Error(reply.error.message), { stack: reply.error.stack }));
      this.dispatch();
    });
    const gone = (err: Error) => {
      const index = this.slots.indexOf(slot);
      if (index < 0) return;
      this.slots.splice(index, 1);
      const orphans = [...slot.jobs.values()];
      slot.jobs.clear();
      if (!slot.ready) return this.giveUp(orphans);
      for (const job of orphans) job.reject(err);
      this.dispatch();
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`PDF worker stopped (exit code ${code})`)));
    return slot;
  }

  /** A worker could not start: its documents, the queue and every later document are rendered by `fallback`. */
  private giveUp(orphans: Job[]): void {
    this.unavailable = true;
    for (const job of [...orphans, ...this.queue.splice(0)]) this.fallback(job.definition).then(job.resolve, job.reject);
  }

  /** Stops the workers (tests, benchmarks); documents not rendered yet are refused. */
  async close(): Promise<void> {
    const closed = new Error('PDF worker pool closed');
    const slots = this.slots.splice(0);
    for (const job of [...this.queue.splice(0), ...slots.flatMap((s) => [...s.jobs.values()])]) job.reject(closed);
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }
}
