import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PdfPrinter from 'pdfmake/src/printer.js';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { now } from '../tenancy/context';
import type { PdfRenderer } from '../services';

const ROBOTO = {
  normal: 'Roboto-Regular.ttf',
  bold: 'Roboto-Medium.ttf',
  italics: 'Roboto-Italic.ttf',
  bolditalics: 'Roboto-MediumItalic.ttf',
} as const;

/**
 * pdfkit parses each font again for every document (`fontkit.create` on the font's bytes), and
 * decoding Roboto's tables (glyph metrics, substitution and positioning lookups) was most of a
 * payslip's time. The parsed font is kept per buffer, and each document gets a view of it that
 * shares the decoded tables but keeps its own glyphs: a glyph remembers the characters it was
 * first asked for, and the document's text layer (what pdftotext and copy-paste read) is built
 * from them, so that must not leak from one document to the next.
 */
function shareParsedFonts(): void {
  const requireFromPdfkit = createRequire(createRequire(import.meta.url).resolve('@foliojs-fork/pdfkit'));
  const fontkit = requireFromPdfkit('@foliojs-fork/fontkit') as { create: FontkitCreate; sharesParsedFonts?: boolean };
  if (fontkit.sharesParsedFonts) return;
  const create = fontkit.create.bind(fontkit);
  const parsed = new WeakMap<Buffer, Map<string, object>>();
  fontkit.create = (buffer, postscriptName) => {
    let byName = parsed.get(buffer);
    if (!byName) parsed.set(buffer, (byName = new Map()));
    const key = postscriptName ?? '';
    if (!byName.has(key)) byName.set(key, create(buffer, postscriptName));
    return Object.assign(Object.create(byName.get(key) as object) as object, { _glyphs: {} });
  };
  fontkit.sharesParsedFonts = true;
}
type FontkitCreate = (buffer: Buffer, postscriptName?: string) => object;

/** resources/fonts from the working directory (server, Electron) or from the source tree (tests, tsx). */
export function defaultFontsDir(): string {
  const candidates = [
    path.resolve('resources/fonts'),
    path.resolve(import.meta.dirname ?? '.', '../../../resources/fonts'),
  ];
  return candidates.find((dir) => fs.existsSync(path.join(dir, ROBOTO.normal))) ?? candidates[0];
}

/**
 * pdfmake 0.2 on the server, with the Roboto fonts shipped in resources/fonts (read once, at
 * start, so a missing font stops the server instead of the first invoice). Document definitions
 * are built by our code: images must be given as data URLs or buffers, never as file paths taken
 * from a request.
 */
export class PdfmakeRenderer implements PdfRenderer {
  private readonly printer: PdfPrinter;

  constructor(fontsDir: string = defaultFontsDir()) {
    shareParsedFonts();
    const load = (file: string) => {
      const full = path.join(fontsDir, file);
      if (!fs.existsSync(full))
        throw new Error(`PDF font ${full} is missing (run node build/extract-pdf-fonts.mjs)`);
      return fs.readFileSync(full);
    };
    this.printer = new PdfPrinter({
      Roboto: {
        normal: load(ROBOTO.normal),
        bold: load(ROBOTO.bold),
        italics: load(ROBOTO.italics),
        bolditalics: load(ROBOTO.bolditalics),
      },
    });
  }

  render(definition: object): Promise<Buffer> {
    // pdfmake writes its layout state into every node it is given: hand it a copy.
    const source = copyTree(definition) as TDocumentDefinitions;
    const doc: TDocumentDefinitions = {
      ...source,
      defaultStyle: { font: 'Roboto', ...source.defaultStyle },
      info: { creator: 'Baobab', producer: 'Baobab', creationDate: now(), ...source.info },
    };
    return new Promise<Buffer>((resolve, reject) => {
      try {
        const pdf = this.printer.createPdfKitDocument(doc);
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
