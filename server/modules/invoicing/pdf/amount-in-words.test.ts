import { describe, expect, it } from 'vitest';
import { amountInWords, closingSentence } from './amount-in-words';

describe('amounts in French words', () => {
  it.each([
    [23_600_000, 'XOF', 'deux cent trente-six mille francs CFA'],
    [100, 'XOF', 'un franc CFA'],
    [118_000, 'EUR', 'mille cent quatre-vingts euros'],
    [118_050, 'EUR', 'mille cent quatre-vingts euros et cinquante centimes'],
    [100_000_000, 'EUR', "un million d'euros"],
    [200_000_000, 'XOF', 'deux millions de francs CFA'],
    [200_100_000, 'XOF', 'deux millions mille francs CFA'],
    [7_100, 'USD', 'soixante et onze dollars'],
    [101, 'EUR', 'un euro et un centime'],
    [99, 'EUR', 'quatre-vingt-dix-neuf centimes'],
    [-11_800, 'XOF', 'cent dix-huit francs CFA'],
  ])('%i cents of %s', (cents, currency, words) => {
    expect(amountInWords(cents, currency)).toBe(words);
  });

  it('closes an invoice and a credit note', () => {
    expect(closingSentence(23_600_000, 'XOF', false)).toBe('Arrêtée la présente facture à la somme de deux cent trente-six mille francs CFA.');
    expect(closingSentence(-5_900_000, 'XOF', true)).toBe('Arrêté le présent avoir à la somme de cinquante-neuf mille francs CFA.');
  });
});
