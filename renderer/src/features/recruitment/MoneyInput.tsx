import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { MoneyField } from '../../components/money/MoneyField';

/** A MoneyField bound to react-hook-form (wire value: a decimal string), with its server error. */
export function MoneyInput<T extends FieldValues>({ control, name, label, testId, required }: { control: Control<T>; name: FieldPath<T>; label: string; testId?: string; required?: boolean }) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MoneyField
          label={label}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          required={required}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'data-testid': testId } }}
        />
      )}
    />
  );
}
