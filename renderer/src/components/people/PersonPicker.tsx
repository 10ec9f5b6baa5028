import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { PEOPLE_PATH, peopleQuery, pickerOptions, type PeopleFilter, type PersonChoice, type PersonOption, type PickedPerson } from './personSearch';

export type { PersonOption, PickedPerson } from './personSearch';

export interface PersonPickerProps extends PeopleFilter {
  label: string;
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
  /** Ids not offered (the caller for a delegation, the employee being edited for a manager). */
  exclude?: readonly string[];
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  testId?: string;
}

/**
 * The one person picker: finds users (optionally the holders of a permission) or employees through
 * `GET /people` as one types, accents and case ignored (`aissatou` finds Aïssatou).
 */
export function PersonPicker({ label, value, onChange, kind = 'user', permission, exclude = [], error, helperText, required, disabled, name, testId }: PersonPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [found, setFound] = useState<PersonOption[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (disabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<PersonOption[]>(PEOPLE_PATH, peopleQuery(input, { kind, permission }), controller.signal)
        .then(setFound)
        .catch(() => setFound([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, kind, permission, disabled]);

  return (
    <Autocomplete<PersonChoice>
      options={pickerOptions(found, value, exclude)}
      value={value}
      loading={loading}
      disabled={disabled}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => onChange(option ? { id: option.id, name: option.name } : null)}
      onInputChange={(_event, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText={t('common:state.noResults')}
      loadingText={t('common:state.loading')}
      fullWidth
      data-testid={testId}
      renderOption={({ key, ...props }, option) => (
        <li key={key} {...props}>
          <span>
            {option.name}
            {option.detail ? (
              <Typography component="span" variant="body2" color="text.secondary">
                {` · ${option.detail}`}
              </Typography>
            ) : null}
          </span>
        </li>
      )}
      renderInput={(params) => <TextField {...params} name={name} label={label} error={error} helperText={helperText} required={required} />}
    />
  );
}
