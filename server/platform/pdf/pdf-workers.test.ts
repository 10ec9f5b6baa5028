import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newContext, runWithContext } from '../tenancy/context';
import { PdfmakeRenderer } from './pdf-renderer';

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-pdf-workers-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function pdfToText(pdf: Buffer): string {
  if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext is required by this test: apt-get install poppler-utils');
  const file = path.join(dir, `doc-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
}

const at = <T>(fn: () => Promise<T>) => runWithContext(newContext({ now: () => new Date('2026-03-31T18:00:00Z') }), fn);

/** A payslip-like document: tables, styles, a footer, French amounts with the narrow no-break space. */
const slip = (name: string) => ({
  info: { title: `Bulletin de paie mars 2026 — ${name}` },
  defaultStyle: { fontSize: 8.5 },
  styles: { head: { bold: true, fillColor: '#eeeeee' } },
  footer: { text: 'Bulletin généré le 31/03/2026 — à conserver sans limitation de durée.', alignment: 'center', fontSize: 7 },
  content: [
    { text: name, bold: true, fontSize: 11 },
    {
      table: {
        headerRows: 1,
        widths: ['*', 70, 90],
        body: [
          [{ text: 'Cotisations', style: 'head' }, { text: 'Taux', style: 'head' }, { text: 'Montant (F CFA)', style: 'head', alignment: 'right' }],
          ['CNPS — retraite', '6,3\u00a0%', { text: `${new Intl.NumberFormat('fr-FR').format(28_350)}`, alignment: 'right' }],
          ['ITS', '', { text: '12\u202f500', alignment: 'right' }],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    { text: 'NET À PAYER 421\u00a0650 F CFA', bold: true, margin: [240, 14, 0, 0] },
  ],
});

// Worker threads start cold (pdfmake loaded, fonts parsed, code not compiled yet): a second or more each on a loaded machine.
const STARTS = 30_000;

describe('PDF rendering in worker threads', () => {
  const here = new PdfmakeRenderer(undefined, { workers: 0 });
  const threads = new PdfmakeRenderer(undefined, { workers: 2 });

  it('gives the same bytes as rendering in the calling thread, documents in any order', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `Salarié ${i + 1} Kouassi`);
    const inThread = await at(() => Promise.all(names.map((n) => here.render(slip(n)))));
    const inWorkers = await at(() => Promise.all(names.map((n) => threads.render(slip(n)))));
    inWorkers.forEach((pdf, i) => expect(pdf.equals(inThread[i]), names[i]).toBe(true));
    const text = pdfToText(inWorkers[4]).replace(/[ \t]+/g, ' ');
    expect(text).toContain('Salarié 5 Kouassi');
    expect(text).toContain('CNPS — retraite 6,3 % 28 350');
    expect(text).toContain('NET À PAYER 421 650 F CFA');
    expect(pdfToText(inWorkers[0])).not.toContain('Salarié 5 ');
  }, STARTS);

  it('renders a document to the same bytes whatever the thread rendered before it (fonts and layouts shared between documents)', async () => {
    const a = { content: ['Total - 1 180 000 FCFA : effectif officiel, affiné, efflorescence', { text: 'Réf. A-12 — 31/12', bold: true }] };
    const b = { content: ['Total\u00a0:\u00a01\u00a0180\u00a0000 FCFA — l’échéance ‐ 31/12, demi\u00adjournée', { text: 'officiel affiné\u00a0- A‐12', bold: true }] };
    // A pool of its own: a thread that has rendered nothing yet, so the first document is shaped from scratch.
    const fresh = new PdfmakeRenderer(undefined, { workers: 1 });
    const first = await at(() => fresh.render(a));
    await at(() => fresh.render(b));
    const afterB = await at(() => Promise.all([fresh.render(a), fresh.render(b), fresh.render(a)]));
    await at(() => here.render(b));
    const hereAfterB = await at(() => here.render(a));
    for (const pdf of [afterB[0], afterB[2], hereAfterB]) expect(pdf.equals(first)).toBe(true);
    const text = pdfToText(hereAfterB);
    expect(text).toContain('Total - 1 180 000 FCFA : effectif officiel, affiné, efflorescence');
    expect(text).toContain('Réf. A-12 — 31/12');
  }, STARTS);

  it('renders a definition holding functions (not cloneable) in the calling thread', async () => {
    const definition = { ...slip('Awa Traoré'), footer: (page: number, count: number) => ({ text: `Page ${page} sur ${count}`, alignment: 'center' }) };
    const [a, b] = await at(() => Promise.all([here.render(definition), threads.render(definition)]));
    expect(a.equals(b)).toBe(true);
    expect(pdfToText(b)).toContain('Page 1 sur 1');
  }, STARTS);

  it('refuses what pdfmake refuses, with its message', async () => {
    const bad = { content: [{ text: 'x', font: 'Inconnue' }] };
    const inThread = await at(() => here.render(bad)).then(() => 'rendered', (err: Error) => err.message);
    const inWorker = await at(() => threads.render(bad)).then(() => 'rendered', (err: Error) => err.message);
    expect(inThread).toMatch(/Inconnue/);
    expect(inWorker).toBe(inThread);
    // The worker still renders afterwards.
    expect(pdfToText(await at(() => threads.render(slip('Après erreur'))))).toContain('Après erreur');
  }, STARTS);
});
