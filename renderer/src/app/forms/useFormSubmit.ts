import { useCallback, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { isApiProblem } from '../api';
import { applyFieldErrors } from './serverErrors';

export interface FormSubmit<T extends FieldValues> {
  /** Pass to `<form onSubmit>`. */
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** The failure to show above the form (field errors go on their fields). */
  problem: unknown;
  clearProblem: () => void;
  submitting: boolean;
  form: UseFormReturn<T>;
}

export interface FormSubmitOptions<T extends FieldValues> {
  /** Maps server paths to form fields when they differ (`roles` → `roleIds`). */
  aliases?: Record<string, FieldPath<T>>;
}

/**
 * Validates with the form's zod resolver, sends, and on a problem+json answer puts each field
 * error on its field; a problem with no matching field (or none at all) is kept in `problem`.
 */
export function useFormSubmit<T extends FieldValues>(
  form: UseFormReturn<T>,
  action: (values: T) => Promise<void>,
  options: FormSubmitOptions<T> = {},
): FormSubmit<T> {
  const [problem, setProblem] = useState<unknown>(null);
  const onSubmit = useCallback(
    (event?: React.BaseSyntheticEvent) =>
      form.handleSubmit(async (values) => {
        setProblem(null);
        try {
          await action(values);
        } catch (error) {
          const fields = Object.keys(form.getValues());
          const unmatched = applyFieldErrors(error, form.setError, fields, options.aliases);
          const allOnFields = isApiProblem(error) && error.fieldErrors.length > 0 && unmatched.length === 0;
          if (!allOnFields) setProblem(error);
        }
      })(event),
    [form, action, options.aliases],
  );
  return {
    onSubmit,
    problem,
    clearProblem: () => setProblem(null),
    submitting: form.formState.isSubmitting,
    form,
  };
}
