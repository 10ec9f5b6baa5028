import { z, type ZodType } from 'zod';
import { isoDateSchema } from '../../../shared/schemas/dates';
import { Problem, type FieldError } from './problem';

export function zodErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(root)',
    message: issue.message,
  }));
}

/** Languages validation messages are written in; English unless the caller asks for French. */
export type MessageLanguage = 'en' | 'fr';
const french = z.locales.fr();

/** The language the caller's Accept-Language prefers among ours; English when it names neither. */
export function messageLanguage(req: { headers: Record<string, unknown>; acceptsLanguages(...langs: string[]): string | false }): MessageLanguage {
  if (!req.headers['accept-language']) return 'en';
  return req.acceptsLanguages('en', 'fr') === 'fr' ? 'fr' : 'en';
}

/**
 * Parses a value with a schema, answering 400 VALIDATION_FAILED listing each bad field. Zod's
 * own messages follow the caller's language; messages a schema spells out itself stay as written.
 */
export function parseOrThrow<T>(schema: ZodType<T>, value: unknown, where: 'body' | 'query' | 'params', language: MessageLanguage = 'en'): T {
  const result = schema.safeParse(value, language === 'fr' ? { error: french.localeError } : undefined);
  if (result.success) return result.data;
  throw new Problem('VALIDATION_FAILED', `The ${where} is not valid`, { errors: zodErrors(result.error, where === 'body' ? undefined : where) });
}

/** Where a request carries values: the body, the query string, the path. */
export type RequestPart = 'body' | 'query' | 'params';

function nulPaths(value: unknown, path: string[], found: string[], depth = 0): void {
  if (found.length >= 20 || depth > 64) return;
  if (typeof value === 'string') {
    if (value.includes('\u0000')) found.push(path.join('.') || '(root)');
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => nulPaths(item, [...path, String(i)], found, depth + 1));
  } else if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) found.push([...path, key.split('\u0000').join('\\0')].join('.'));
      else nulPaths(item, [...path, key], found, depth + 1);
    }
  }
}

/**
 * Refuses a NUL character anywhere in a request's strings (and keys), whatever the route's
 * schema: no field of the API may hold one, PostgreSQL refuses them in text and SQLite's driver
 * cuts the statement at them. Runs before any schema, so every route is covered at once.
 */
export function refuseNul(parts: Partial<Record<RequestPart | 'file', unknown>>): void {
  const found: string[] = [];
  for (const [where, value] of Object.entries(parts)) nulPaths(value, where === 'body' ? [] : [where], found);
  if (found.length) {
    throw new Problem('VALIDATION_FAILED', 'The request holds a NUL character', {
      errors: found.map((path) => ({ path, message: 'NUL characters are not allowed' })),
    });
  }
}

/** Common building blocks of request schemas. */
export const uuid = () => z.uuid();
/** A business date (`shared/schemas/dates.ts`: a real day between 1900 and 2200). */
export const isoDate = isoDateSchema;
export const isoDateTime = () => z.iso.datetime({ offset: true });
export const yearMonth = () => z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Expected a period YYYY-MM');
export const IdParams = z.object({ id: z.uuid() });
