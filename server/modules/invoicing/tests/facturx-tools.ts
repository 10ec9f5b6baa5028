import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const XSD = path.resolve(import.meta.dirname, 'fixtures/factur-x/Factur-X_1.07.3_EN16931.xsd');

function inTemp<T>(fn: (dir: string) => T): T {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-facturx-'));
  try {
    return fn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Names of the files embedded in a PDF, as Debian's pdfdetach (poppler-utils) lists them. */
export function embeddedFiles(pdf: Buffer): string[] {
  return inTemp((dir) => {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    const out = execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' });
    return out
      .split('\n')
      .slice(1)
      .map((l) => l.replace(/^\s*\d+:\s*/, '').trim())
      .filter(Boolean);
  });
}

/** The factur-x.xml embedded in a PDF, extracted with pdfdetach. */
export function extractFacturX(pdf: Buffer): string {
  return inTemp((dir) => {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    execFileSync('pdfdetach', ['-saveall', '-o', dir, file]);
    return fs.readFileSync(path.join(dir, 'factur-x.xml'), 'utf8');
  });
}

/** xmllint's verdict on the XML against the official Factur-X EN 16931 schema. */
export function validateCii(xml: string): { valid: boolean; output: string } {
  return inTemp((dir) => {
    const file = path.join(dir, 'factur-x.xml');
    fs.writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', '--schema', XSD, file], { encoding: 'utf8' });
    if (run.error) throw new Error('xmllint is required by this test: apt-get install libxml2-utils');
    return { valid: run.status === 0, output: `${run.stdout}${run.stderr}` };
  });
}
