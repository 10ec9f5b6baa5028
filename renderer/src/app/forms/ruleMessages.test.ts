import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import fr from '../../i18n/fr/ruleMessages.json';
import en from '../../i18n/en/ruleMessages.json';

const SHARED = path.resolve(__dirname, '../../../../shared');

/** The fixed sentences of the shared schemas' own rules (`addIssue({ message })`, `.refine(…, 'sentence')`). */
function ruleSentences(): string[] {
  const sentences = new Set<string>();
  const files = fs.readdirSync(SHARED, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const file of files) {
    const source = fs.readFileSync(path.join(SHARED, file), 'utf8');
    for (const match of source.matchAll(/message: '([^']+)'/g)) sentences.add(match[1]);
    for (const match of source.matchAll(/\.refine\([^;]*?, '([^']+)'\)/g)) sentences.add(match[1]);
  }
  return [...sentences].sort();
}

describe('the rule messages of the shared schemas on screen', () => {
  it('has a French sentence for every rule, and the English one unchanged', () => {
    const sentences = ruleSentences();
    expect(sentences.length).toBeGreaterThan(40);
    expect(sentences.filter((s) => !(fr as Record<string, string>)[s])).toEqual([]);
    expect(sentences.filter((s) => (en as Record<string, string>)[s] !== s)).toEqual([]);
  });
});
