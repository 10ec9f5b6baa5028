import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, runWithContext } from '../tenancy/context';
import { PdfmakeRenderer } from './pdf-renderer';

// pdftotext (Debian poppler-utils, installed by .ci/run) reads the PDF independently of pdfmake.
function pdfToText(pdf: Buffer): string {
  if (spawnSync('pdftotext', ['-v']).error)
    throw new Error('pdftotext is required by this test: apt-get install poppler-utils');
  const file = path.join(dir, `doc-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

let dir: string;
let renderer: PdfmakeRenderer;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-pdf-'));
  renderer = new PdfmakeRenderer();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const invoice = {
  info: { title: 'Facture FAC-2026-0001' },
  content: [
    { text: 'Facture n° FAC-2026-0001', style: 'title' },
    { text: 'Société Éléphant SARL — Treichville, Abidjan (Côte d’Ivoire)' },
    { text: 'Échéance : 31 décembre 2026', italics: true },
    {
      table: {
        headerRows: 1,
        widths: ['*', 'auto', 'auto'],
        body: [
          [
            { text: 'Désignation', bold: true },
            { text: 'Quantité', bold: true },
            { text: 'Montant HT', bold: true },
          ],
          ['Prestation de conseil — août', '1', '1 000,00'],
          ['Forfait déplacement à Yamoussoukro', '2', '180,00'],
        ],
      },
    },
    { text: 'Total TTC : 1 180,00 XOF', bold: true, italics: true },
  ],
  styles: { title: { fontSize: 18, bold: true } },
};

describe('PDF renderer', () => {
  it('prints the narrow no-break space of French amounts (no glyph in Roboto) as a no-break space', async () => {
    const amount = new Intl.NumberFormat('fr-FR').format(450000);
    expect(amount).toBe('450\u202f000');
    const pdf = await runWithContext(newContext({ now: () => new Date('2026-11-21T08:00:00Z') }), () =>
      renderer.render({ content: [{ text: `Salaire mensuel brut : ${amount} F CFA` }] }),
    );
    expect(pdfToText(pdf).replace(/\s+/g, ' ')).toContain('Salaire mensuel brut : 450 000 F CFA');
  });

  it('renders accents and a table with the shipped fonts', async () => {
    const pdf = await runWithContext(newContext({ now: () => new Date('2026-11-21T08:00:00Z') }), () =>
      renderer.render(invoice),
    );
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.subarray(-6).toString('latin1')).toMatch(/%%EOF\s*$/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Regular/);
    expect(pdf.toString('latin1')).toMatch(/\/BaseFont \/[A-Z]{6}\+Roboto-Medium/);

    const text = pdfToText(pdf);
    for (const expected of [
      'Facture n° FAC-2026-0001',
      'Société Éléphant SARL — Treichville, Abidjan (Côte d’Ivoire)',
      'Échéance : 31 décembre 2026',
      'Désignation',
      'Forfait déplacement à Yamoussoukro',
      'Total TTC : 1 180,00 XOF',
    ]) {
      expect(text).toContain(expected);
    }
    // Table rows keep their cells on one line, in column order.
    expect(text).toMatch(/Prestation de conseil — août\s+1\s+1 000,00/);
  });

  it('leaves the caller’s definition untouched and stamps the context clock', async () => {
    const definition = { content: ['Bulletin de paie'] };
    const pdf = await runWithContext(newContext({ now: () => new Date('2026-11-21T08:00:00Z') }), () =>
      renderer.render(definition),
    );
    expect(definition).toEqual({ content: ['Bulletin de paie'] });
    expect(pdf.toString('latin1')).toContain('(D:20261121080000Z)');
  });

  it('refuses to start without its fonts', () => {
    expect(() => new PdfmakeRenderer(path.join(dir, 'no-fonts'))).toThrow(/font .* is missing/);
  });
});

describe('fonts shared between documents', () => {
  it('keeps each document’s text as written, whatever the documents before it held', async () => {
    const first = { content: [{ text: 'Total\u00a0: 1\u00a0180\u00a0000 FCFA — l’échéance ‐ 31/12' }] };
    const second = { content: [{ text: 'SIREN : 303265045 - Total : 1 180 000 FCFA' }] };
    await runWithContext(newContext({ now: () => new Date('2026-03-10T09:00:00Z') }), async () => {
      await renderer.render(first);
      const text = pdfToText(await renderer.render(second));
      expect(text).toContain('SIREN : 303265045 - Total : 1 180 000 FCFA');
    });
  });
});
