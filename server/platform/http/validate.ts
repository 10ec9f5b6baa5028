import { z, type ZodType } from 'zod';
import { Problem, type FieldError } from './problem';

export function zodErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
}

/** Parses a value with a schema, answering 400 VALIDATION_FAILED listing each bad field. */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: 'body' | 'query' | 'params'): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new Problem('VALIDATION_FAILED', `The ${where} is not valid`, { errors: zodErrors(result.error, where === 'body' ? undefined : where) });
}

/** Common building blocks of request schemas. */
export const uuid = () => z.uuid();
export const isoDate = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD')
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'Not a real date');
export const isoDateTime = () => z.iso.datetime({ offset: true });
export const yearMonth = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a period YYYY-MM');
export const IdParams = z.object({ id: z.uuid() });
