import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The text of a PDF as `pdftotext` (Debian poppler-utils, installed by .ci/run) reads it,
 * independently of the library that wrote it; line breaks and runs of spaces become one space.
 */
export function pdfText(pdf: Buffer): string {
  if (spawnSync('pdftotext', ['-v']).error) throw new Error('pdftotext is required by this test: apt-get install poppler-utils');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-pdf-text-'));
  try {
    const file = path.join(dir, 'document.pdf');
    fs.writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
