import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface SuggestFilterProps {
  label: string;
  /** Current value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** Suggested values; any other value may be typed. */
  options: readonly string[];
  /** How a value reads on screen. */
  labelOf: (value: string) => string;
  testId?: string;
}

/** A filter with suggested values that also accepts a typed one (validated on Enter or blur). */
export function SuggestFilter({ label, value, onChange, options, labelOf, testId }: SuggestFilterProps) {
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      autoSelect
      options={[...options]}
      value={value || null}
      getOptionLabel={(option) => labelOf(option)}
      onChange={(_event, next) => onChange((next ?? '').trim())}
      sx={{ minWidth: 200, maxWidth: { md: 240 } }}
      renderInput={(params) => <TextField {...params} label={label} data-testid={testId} />}
    />
  );
}
