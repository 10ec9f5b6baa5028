import type { ZodType } from 'zod';
import { Problem, type FieldError } from './problem';
import { zodErrors } from './validate';

/** A JSON answer that its route's declared `response` schema does not describe. */
export interface ResponseMismatch {
  /** `GET /booking/bookings/{id}` */
  route: string;
  errors: FieldError[];
}

/**
 * Checks what a handler answers against its route's declared `response` schema, as the client
 * receives it (after JSON serialisation: dates become strings, undefined fields vanish). Fields
 * the schema does not name count as mismatches too: the renderer's types are inferred from these
 * schemas, so a field they leave out is a field the renderer cannot see.
 */
export function checkResponse(route: string, schema: ZodType | undefined, result: unknown): ResponseMismatch | undefined {
  if (!schema) return { route, errors: [{ path: '(root)', message: 'The route answers JSON but declares no response schema' }] };
  const json: unknown = JSON.parse(JSON.stringify(result));
  const parsed = schema.safeParse(json);
  if (!parsed.success) return { route, errors: zodErrors(parsed.error) };
  const extra: FieldError[] = [];
  undeclaredKeys(json, parsed.data, [], extra);
  return extra.length ? { route, errors: extra } : undefined;
}

/** Keys of the answer that parsing dropped, i.e. that no schema object declares. */
function undeclaredKeys(sent: unknown, kept: unknown, path: string[], out: FieldError[]): void {
  if (Array.isArray(sent) && Array.isArray(kept)) {
    sent.forEach((item, i) => undeclaredKeys(item, kept[i], [...path, String(i)], out));
    return;
  }
  if (!isObject(sent) || !isObject(kept)) return;
  for (const key of Object.keys(sent)) {
    if (!(key in kept)) out.push({ path: [...path, key].join('.'), message: 'Not declared in the response schema' });
    else undeclaredKeys(sent[key], kept[key], [...path, key], out);
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The 500 a mismatch answers with when responses are checked (API tests). */
export function mismatchProblem(mismatch: ResponseMismatch): Problem {
  return new Problem('INTERNAL_ERROR', `The answer of ${mismatch.route} does not match its declared response schema`, {
    route: mismatch.route,
    errors: mismatch.errors,
  });
}

/** Checks a handler's answer and throws the mismatch problem after reporting it. */
export function verifyResponse(route: string, schema: ZodType | undefined, result: unknown, report: (mismatch: ResponseMismatch) => void): void {
  const mismatch = checkResponse(route, schema, result);
  if (!mismatch) return;
  report(mismatch);
  throw mismatchProblem(mismatch);
}
