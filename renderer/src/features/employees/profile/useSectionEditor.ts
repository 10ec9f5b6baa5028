import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { useFormSubmit, type FormSubmit } from '../../../app/forms/useFormSubmit';

export interface SectionEditor<T extends FieldValues> extends FormSubmit<T> {
  editing: boolean;
  /** Opens the form on the record's current values. */
  startEditing: () => void;
  /** Closes the form, forgetting any refusal shown on it. */
  cancel: () => void;
}

/**
 * The edit cycle of a profile card: open on the current values, save, close on success (server
 * field errors land on their fields and keep the form open).
 */
export function useSectionEditor<T extends FieldValues>({
  resolver,
  initial,
  save,
}: {
  resolver: Resolver<T>;
  initial: T;
  save: (values: T) => Promise<void>;
}): SectionEditor<T> {
  const [editing, setEditing] = useState(false);
  const form = useForm<T>({ resolver, defaultValues: initial as DefaultValues<T> });
  const submit = useFormSubmit(form, async (values) => {
    await save(values);
    setEditing(false);
  });
  return {
    ...submit,
    editing,
    startEditing: () => {
      form.reset(initial);
      setEditing(true);
    },
    cancel: () => {
      submit.clearProblem();
      setEditing(false);
    },
  };
}
