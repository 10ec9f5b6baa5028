import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { isApiProblem, type FieldError } from '../api';
import { ruleMessage } from './ruleMessages';

/**
 * Puts each field error of a problem on its form field (`path` is the field name, dotted for
 * nested fields, e.g. `lines.0.debit`). Returns the errors that match no field of the form.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
  aliases: Record<string, FieldPath<T>> = {},
  /** The message shown for the field, from the problem's code when it says it all (DUPLICATE). */
  messageOf: (fieldError: FieldError, code: string) => string = (fieldError) => ruleMessage(fieldError.message),
): FieldError[] {
  if (!isApiProblem(error)) return [];
  const unmatched: FieldError[] = [];
  let focused = false;
  for (const fieldError of error.fieldErrors) {
    const path = aliases[fieldError.path] ?? fieldError.path;
    const root = path.split('.')[0];
    if (fields.includes(path) || fields.includes(root)) {
      setError(
        path as FieldPath<T>,
        { type: 'server', message: messageOf(fieldError, error.code) },
        { shouldFocus: !focused },
      );
      focused = true;
    } else {
      unmatched.push(fieldError);
    }
  }
  return unmatched;
}
