import { DatePicker, type DatePickerProps } from '@mui/x-date-pickers/DatePicker';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DatesProvider } from './DatesProvider';
import { fromIsoDate, toIsoDate } from './isoDate';

export interface DateFieldProps extends Omit<DatePickerProps, 'value' | 'onChange'> {
  /** `YYYY-MM-DD` or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
  required?: boolean;
  /** Take the width of the container (forms) or keep a date's width (filter bars). */
  fullWidth?: boolean;
}

/** A date picker speaking the API's `YYYY-MM-DD`. */
export function DateField({
  value,
  onChange,
  error,
  helperText,
  name,
  required,
  fullWidth = true,
  ...props
}: DateFieldProps) {
  return (
    <DatesProvider>
      <DatePicker
        {...props}
        value={fromIsoDate(value)}
        onChange={(date) => onChange(toIsoDate(date))}
        slotProps={{
          field: { clearable: true },
          textField: {
            size: 'small',
            fullWidth,
            error,
            helperText,
            name,
            required,
            // Room for a full date beside the clear and calendar buttons: the year must not be cut.
            sx: fullWidth ? undefined : { width: 215 },
          },
        }}
      />
    </DatesProvider>
  );
}

export type FormDateFieldProps<T extends FieldValues> = Omit<
  DateFieldProps,
  'value' | 'onChange' | 'name'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

export function FormDateField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormDateFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DateField
          {...props}
          name={field.name}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
