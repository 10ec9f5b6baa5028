import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import i18n from '../i18n';
import { ruleMessage } from './ruleMessages';

type Issue = z.core.$ZodIssue;

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node === null || typeof node !== 'object' ? undefined : (node as Record<PropertyKey, unknown>)[key],
    values,
  );
}

/**
 * The message of a zod issue in the interface language, from its code and bounds. Shared schemas
 * carry English messages for the server; the same rule reads in French here. The sentence of a
 * `custom` issue is looked up among the shared rules' translations (a form's own refinement,
 * already translated, is kept as it is).
 */
export function issueMessage(issue: Issue, value: unknown): string {
  const t = (key: string, options?: Record<string, unknown>) => i18n.t(`common:validation.${key}`, options);
  switch (issue.code) {
    case 'custom':
      return ruleMessage(issue.message);
    case 'invalid_type':
      return value === undefined || value === null || value === '' ? t('required') : t('invalid');
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? t('required') : t('minLength', { count: min });
      if (issue.origin === 'array' || issue.origin === 'set') return t('minItems', { count: min });
      return t(issue.inclusive === false ? 'above' : 'min', { min });
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return t('maxLength', { count: max });
      if (issue.origin === 'array' || issue.origin === 'set') return t('maxItems', { count: max });
      return t(issue.inclusive === false ? 'below' : 'max', { max });
    }
    case 'invalid_format':
      return issue.format === 'email' ? t('email') : t('format');
    case 'invalid_value':
      return t('choice');
    default:
      return t('invalid');
  }
}

/**
 * react-hook-form resolver for a zod schema (usually one of `shared/schemas`): the same rules as
 * the server, messages in the interface language, the parsed (trimmed, lower-cased…) values.
 */
export function formResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join('.');
      errors[path] ??= { type: issue.code, message: issueMessage(issue, valueAt(values, issue.path)) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/**
 * formResolver for a schema loaded on the first validation: zod and the schema stay off the screen
 * until the form is submitted (the login form, the session-expired dialog: the first screen).
 */
export function lazyFormResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  load: () => Promise<S>,
): Resolver<z.input<S>, unknown, z.output<S>> {
  let resolver: Promise<Resolver<z.input<S>, unknown, z.output<S>>> | undefined;
  return async (values, context, options) => {
    resolver ??= load().then(formResolver, (error: unknown) => {
      resolver = undefined;
      throw error;
    });
    return (await resolver)(values, context, options);
  };
}
