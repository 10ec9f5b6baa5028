import { MESSAGES, renderMessage } from './messages';
import { Problem, refusal } from './problem';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the refusal catalog', () => {
  it.each(Object.entries(MESSAGES))('%s quotes the same values in English and French', (_key, message) => {
    const fr = placeholders(message.fr).filter((name) => name !== 'sideFr');
    expect(fr.every((name) => placeholders(message.en).includes(name))).toBe(true);
    expect(message.fr).not.toEqual(message.en);
  });

  it('renders a rule with its values in the language asked', () => {
    expect(renderMessage('department.nameTaken', { name: 'Ventes' })).toBe('A department named Ventes already exists');
    expect(renderMessage('department.nameTaken', { name: 'Ventes' }, 'fr')).toBe('Un département nommé Ventes existe déjà');
  });
});

describe('a problem in the caller language', () => {
  it('renders its detail and field messages from the rule, in English by default', () => {
    const problem = refusal('DUPLICATE', 'department.codeTaken', { code: 'VTE' }, { errors: [{ path: 'code', message: '', rule: 'department.codeTaken', params: { code: 'VTE' } }] });
    expect(problem.toJSON()).toMatchObject({ code: 'DUPLICATE', detail: 'A department with code VTE already exists', errors: [{ path: 'code', message: 'A department with code VTE already exists' }] });
    const french = problem.toJSON(undefined, 'fr');
    expect(french).toMatchObject({ title: 'Duplicate', detail: 'Un département a déjà le code VTE', errors: [{ path: 'code', message: 'Un département a déjà le code VTE' }] });
    expect(JSON.stringify(french)).not.toContain('rule');
  });

  it('gives a French reader the generic sense of a non-business code, and keeps a business detail without rule', () => {
    expect(new Problem('NOT_FOUND', 'Booking 42 not found').toJSON(undefined, 'fr').detail).toBe("L'élément demandé n'existe pas ou ne vous est pas visible");
    expect(new Problem('NOT_FOUND', 'Booking 42 not found').toJSON().detail).toBe('Booking 42 not found');
    expect(new Problem('BUSINESS_RULE', 'Some rule').toJSON(undefined, 'fr').detail).toBe('Some rule');
  });
});
