import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PdfPrinter from 'pdfmake/src/printer.js';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { now } from '../tenancy/context';
import type { PdfRenderer } from '../services';
import { shareParsedFonts, type Fontkit } from './font-sharing';
import { defaultPdfWorkers, PdfWorkerPool, type FontFiles } from './pdf-workers';

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/** The fontkit pdfkit uses (its own dependency), shared between documents in this thread. */
function shareFontsHere(): void {
  const requireFromPdfkit = createRequire(createRequire(import.meta.url).resolve('@foliojs-fork/pdfkit'));
  shareParsedFonts(requireFromPdfkit('@foliojs-fork/fontkit') as Fontkit);
}

/** resources/fonts from the working directory (server, Electron) or from the source tree (tests, tsx). */
export function defaultFontsDir(): string {
  const candidates = [
    path.resolve('resources/fonts'),
    path.resolve(import.meta.dirname ?? '.', '../../../resources/fonts'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, ROBOTO.normal))) ?? candidates[0];
}

/** One pool of PDF threads per process and fonts, whatever the number of servers built in it (tests). */
const pools = new Map<string, PdfWorkerPool>();

export interface PdfmakeRendererOptions {
  /** Threads rendering documents (default: one per core, at most 4); 0 renders in the calling thread. */
  workers?: number;
}

/**
 * pdfmake 0.2 on the server, with the Roboto fonts shipped in resources/fonts (read once, at
 * start, so a missing font stops the server instead of the first invoice). Document definitions
 * are built by our code: images must be given as data URLs or buffers, never as file paths taken
 * from a request. Definitions made of plain data are rendered in worker threads (PdfWorkerPool),
 * so that a batch of documents uses every core and requests are still served meanwhile; those
 * holding functions (page headers, table layouts) or buffers are rendered here.
 */
export class PdfmakeRenderer implements PdfRenderer {
  private readonly printer: PdfPrinter;
  private readonly pool: PdfWorkerPool | null;

  constructor(fontsDir: string = defaultFontsDir(), options: PdfmakeRendererOptions = {}) {
    shareFontsHere();
    const files: FontFiles = { Roboto: {} };
    const fonts: Record<string, Buffer> = {};
    for (const [style, file] of Object.entries(ROBOTO)) {
      const full = path.join(fontsDir, file);
      if (!fs.existsSync(full))
        throw new Error(`PDF font ${full} is missing (run node build/extract-pdf-fonts.mjs)`);
      files.Roboto[style] = full;
      fonts[style] = fs.readFileSync(full);
    }
    this.printer = new PdfPrinter({ Roboto: fonts });
    const workers = options.workers ?? defaultPdfWorkers();
    if (workers > 0) {
      const key = `${workers}:${path.resolve(fontsDir)}`;
      let pool = pools.get(key);
      if (!pool) pools.set(key, (pool = new PdfWorkerPool(workers, files, (definition) => this.renderHere(definition))));
      this.pool = pool;
    } else {
      this.pool = null;
    }
  }

  render(definition: object): Promise<Buffer> {
    // pdfmake writes its layout state into every node it is given: hand it a copy.
    const source = copyTree(definition) as TDocumentDefinitions;
    const doc: TDocumentDefinitions = {
      ...source,
      defaultStyle: { font: 'Roboto', ...source.defaultStyle },
      info: { creator: 'Baobab', producer: 'Baobab', creationDate: now(), ...source.info },
    };
    return this.pool && isPlainData(doc) ? this.pool.render(doc) : this.renderHere(doc);
  }

  private renderHere(doc: object): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      try {
        const pdf = this.printer.createPdfKitDocument(doc as TDocumentDefinitions);
        const chunks: Buffer[] = [];
        pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
        pdf.on('end', () => resolve(Buffer.concat(chunks)));
        pdf.on('error', reject);
        pdf.end();
      } catch (err) {
        reject(err);
      }
    });
  }
}

/** Strings, numbers, booleans, dates, and arrays and plain objects of them: what a worker receives unchanged. */
function isPlainData(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  const type = typeof value;
  if (type === 'string' || type === 'number' || type === 'boolean') return true;
  if (Array.isArray(value)) return value.every(isPlainData);
  if (value instanceof Date) return true;
  if (type === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value as object).every(isPlainData);
  return false;
}

/**
 * Characters the shipped Roboto has no glyph for, and the nearest one it has. French number
 * formatting (Intl fr-FR, our amounts in words) groups digits with the narrow no-break space,
 * which would otherwise print as an empty box.
 */
const GLYPH_FALLBACKS: Record<string, string> = { '\u202f': '\u00a0', '\u2012': '\u2013' };
const MISSING_GLYPHS = new RegExp(`[${Object.keys(GLYPH_FALLBACKS).join('')}]`, 'g');

/**
 * Copies plain objects and arrays, with texts made printable (GLYPH_FALLBACKS); functions
 * (headers, layouts), buffers and dates are shared.
 */
function copyTree(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(MISSING_GLYPHS, (c) => GLYPH_FALLBACKS[c]);
  if (Array.isArray(value)) return value.map(copyTree);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copyTree(inner)]));
  }
  return value;
}
