import { z } from 'zod';
import { CreateUserBody } from '../../../../shared/schemas/auth';
import { CreateRoleBody } from '../../../../shared/schemas/roles';
import { JournalLineBody } from '../../../../shared/schemas/accounting';
import i18n, { followLanguage, initI18n } from '../i18n';
import { formResolver } from './formResolver';

const resolve = async <S extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: S,
  values: z.input<S>,
) => {
  const result = await formResolver(schema)(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, error]) => [field, (error as { message?: string }).message]),
  );
};

beforeAll(async () => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined });
  await initI18n();
});

afterAll(() => vi.unstubAllGlobals());

describe('formResolver', () => {
  it('applies the shared schema of the server with French messages', async () => {
    await followLanguage('fr');
    const errors = await resolve(CreateUserBody, {
      email: 'pas-un-email',
      firstName: ' ',
      lastName: 'Koné',
      password: 'court',
    });
    expect(errors).toEqual({
      email: 'Adresse e-mail non valide',
      firstName: 'Obligatoire',
      password: 'Au moins 10 caractères',
    });
  });

  it('speaks English when the interface does', async () => {
    await followLanguage('en');
    expect(await resolve(CreateRoleBody, { name: 'x'.repeat(61) })).toEqual({
      name: 'At most 60 characters',
    });
    expect(await resolve(CreateRoleBody, { name: '#admins' })).toEqual({ name: 'Invalid format' });
    await followLanguage('fr');
    expect(i18n.resolvedLanguage).toBe('fr');
  });

  it('says the shared rules in the interface language', async () => {
    const both = { accountCode: '6011', debit: '10.00', credit: '10.00' };
    expect(await resolve(JournalLineBody, both)).toEqual({ credit: 'Une ligne porte un débit ou un crédit, pas les deux' });
    await followLanguage('en');
    expect(await resolve(JournalLineBody, both)).toEqual({ credit: 'A line carries a debit or a credit, not both' });
    await followLanguage('fr');
  });

  it('keeps the messages of the form’s own refinements and answers the parsed values', async () => {
    const schema = z
      .object({ a: z.string().trim(), b: z.string() })
      .refine((v) => v.a === v.b, { path: ['b'], message: 'Les deux valeurs diffèrent' });
    expect(await resolve(schema, { a: 'x', b: 'y' })).toEqual({ b: 'Les deux valeurs diffèrent' });
    const ok = await formResolver(schema)({ a: ' x ', b: 'x' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(ok.values).toEqual({ a: 'x', b: 'x' });
  });
});
