import { describe, expect, it } from 'vitest';
import { deletionBatches } from './import-target';

describe('deletionBatches', () => {
  it('puts the records pointing at others before them, each batch free of pointers inside it', () => {
    // a ← b ← c (c reports to b, b to a), d alone, e points outside the set.
    const rows = [
      { id: 'a', refs: [null] },
      { id: 'b', refs: ['a'] },
      { id: 'c', refs: ['b'] },
      { id: 'd', refs: [null] },
      { id: 'e', refs: ['elsewhere'] },
    ];
    expect(deletionBatches(rows)).toEqual([['c', 'd', 'e'], ['b'], ['a']]);
  });

  it('ignores a record pointing at itself and leaves a loop to one last batch', () => {
    expect(deletionBatches([{ id: 'a', refs: ['a'] }])).toEqual([['a']]);
    expect(deletionBatches([{ id: 'x', refs: ['y'] }, { id: 'y', refs: ['x'] }, { id: 'z', refs: ['x'] }])).toEqual([['z'], ['x', 'y']]);
    expect(deletionBatches([])).toEqual([]);
  });
});
