import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formResolver } from '../../app/forms/formResolver';
import { useFormSubmit } from '../../app/forms/useFormSubmit';
import { FormProblem } from '../../components/form/FormProblem';

export interface FormDialogProps<T extends FieldValues> {
  open: boolean;
  title: string;
  schema: z.ZodType<T, T>;
  defaults: DefaultValues<T>;
  submitLabel: string;
  testId: string;
  onClose: () => void;
  /** Sends the values; a problem answer puts its field errors on the fields. */
  onSubmit: (values: T) => Promise<void>;
  children: (form: UseFormReturn<T>) => ReactNode;
}

/** A dialog holding one operator form: client validation with the shared schema, server field errors on the fields. */
export function FormDialog<T extends FieldValues>(props: FormDialogProps<T>) {
  const titleId = useId();
  // The form lives in the dialog's content, which mounts at each opening: it starts from the defaults.
  return (
    <Dialog open={props.open} onClose={props.onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <FormBody {...props} titleId={titleId} />
    </Dialog>
  );
}

function FormBody<T extends FieldValues>({ title, schema, defaults, submitLabel, testId, onClose, onSubmit, children, titleId }: FormDialogProps<T> & { titleId: string }) {
  const { t } = useTranslation();
  const form = useForm<T, unknown, T>({ resolver: formResolver(schema as z.ZodType<T, T>) as Resolver<T, unknown, T>, defaultValues: defaults });
  const { onSubmit: submit, problem, clearProblem, submitting } = useFormSubmit(form, onSubmit);
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={testId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormProblem problem={problem} onClose={clearProblem} />
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children(form)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={submitting} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
