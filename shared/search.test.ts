import { describe, expect, it } from 'vitest';
import { buildSearchText, normalizeForSearch, searchPatterns } from './search';

describe('people search text', () => {
  it('folds accents, case and spaces, and turns typed words into LIKE patterns', () => {
    expect(normalizeForSearch('  Aïssatou   SÉNE ')).toBe('aissatou sene');
    expect(normalizeForSearch("Éric N'Guessan")).toBe("eric n'guessan");
    expect(buildSearchText(['Aïssatou', null, 'Séne', 'a.sene@example.test'])).toBe('aissatou sene a.sene@example.test');
    expect(searchPatterns('Séne  aïs')).toEqual(['%sene%', '%ais%']);
    expect(searchPatterns('50%_x')).toEqual(['%50__x%']);
    expect(searchPatterns('a b c d e f g h')).toHaveLength(6);
    expect(searchPatterns('   ')).toEqual([]);
  });
});
