import fs from 'node:fs';
import path from 'node:path';

const ROOT = import.meta.dirname;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

function load(language: string, file: string): unknown {
  return JSON.parse(fs.readFileSync(path.join(ROOT, language, file), 'utf8'));
}

const namespaces = (language: string) =>
  fs
    .readdirSync(path.join(ROOT, language))
    .filter((f) => f.endsWith('.json'))
    .sort();

describe('message files', () => {
  it('exist for the same namespaces in French and English', () => {
    expect(namespaces('en')).toEqual(namespaces('fr'));
  });

  it.each(namespaces('fr'))('%s has the same keys in both languages (plural forms aside)', (file) => {
    const base = (language: string) =>
      [...new Set(keys(load(language, file)).map((k) => k.replace(PLURAL, '')))].sort();
    expect(base('en')).toEqual(base('fr'));
  });

  it.each(namespaces('fr'))('%s has no empty message', (file) => {
    for (const language of ['fr', 'en']) {
      const messages = leaves(load(language, file));
      expect(messages.filter((m) => typeof m !== 'string' || m.trim() === '')).toEqual([]);
    }
  });
});
