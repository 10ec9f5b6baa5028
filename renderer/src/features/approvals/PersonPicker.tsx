import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { PEOPLE_PATH, type Person } from './api';

export interface PickedPerson {
  userId: string;
  name: string;
}

export interface PersonPickerProps {
  label: string;
  value: PickedPerson | null;
  onChange: (person: PickedPerson | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  /** Users not offered (the caller, for a delegation). */
  exclude?: readonly string[];
  testId?: string;
}

/** Finds an active user of the organisation by name or email (any user may search). */
export function PersonPicker({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  exclude = [],
  testId,
}: PersonPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PickedPerson[]>([]);
  const [loading, setLoading] = useState(false);
  const excluded = exclude.join(',');

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<Person[]>(PEOPLE_PATH, { q: input.trim() || undefined, limit: 20 }, controller.signal)
        .then((people) =>
          setOptions(
            people
              .filter((p) => !excluded.split(',').includes(p.userId))
              .map((p) => ({ userId: p.userId, name: `${p.name} <${p.email}>` })),
          ),
        )
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, excluded]);

  return (
    <Autocomplete<PickedPerson>
      options={value && !options.some((o) => o.userId === value.userId) ? [value, ...options] : options}
      value={value}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.userId === b.userId}
      onChange={(_event, option) => onChange(option)}
      onInputChange={(_event, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText={t('common:state.noResults')}
      loadingText={t('common:state.loading')}
      fullWidth
      data-testid={testId}
      renderInput={(params) => (
        <TextField {...params} label={label} error={error} helperText={helperText} required={required} />
      )}
    />
  );
}
