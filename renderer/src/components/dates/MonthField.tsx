import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { format, isValid, parse } from 'date-fns';
import { DatesProvider } from './DatesProvider';

export interface MonthFieldProps {
  label: string;
  /** `YYYY-MM` or ''. */
  value: string;
  onChange: (value: string) => void;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** A month (pay period, declaration period) as the API's `YYYY-MM`. */
export function MonthField({ label, value, onChange, error, helperText, name }: MonthFieldProps) {
  const date = value ? parse(value, 'yyyy-MM', new Date()) : null;
  return (
    <DatesProvider>
      <DatePicker
        label={label}
        views={['year', 'month']}
        openTo="month"
        value={date && isValid(date) ? date : null}
        onChange={(next) => onChange(next && isValid(next) ? format(next, 'yyyy-MM') : '')}
        slotProps={{ textField: { size: 'small', fullWidth: true, error, helperText, name } }}
      />
    </DatesProvider>
  );
}
