import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import type { DirectoryItem, PersonRef } from '../api';

export interface EmployeePickerProps {
  label: string;
  value: PersonRef | null;
  onChange: (person: PersonRef | null) => void;
  /** Not offered (the employee being edited). */
  excludeId?: string;
  error?: boolean;
  helperText?: string;
  name?: string;
}

/** Finds a colleague by name, email or number as one types (`/hr/employees/search`). */
export function EmployeePicker({
  label,
  value,
  onChange,
  excludeId,
  error,
  helperText,
  name,
}: EmployeePickerProps) {
  const { t } = useTranslation('employees');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PersonRef[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    const q = input.trim();
    if (q.length < 2 || q === value?.fullName) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<ListEnvelope<DirectoryItem>>('/hr/employees/search', { q, pageSize: 20 }, controller.signal)
        .then((result) =>
          setOptions(
            result.items
              .filter((e) => e.id !== excludeId)
              .map((e) => ({ id: e.id, fullName: e.fullName, jobTitle: e.jobTitle })),
          ),
        )
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, excludeId, value?.fullName]);

  return (
    <Autocomplete<PersonRef>
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.fullName}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, person) => onChange(person)}
      onInputChange={(_event, text) => setInput(text)}
      noOptionsText={input.trim().length < 2 ? t('picker.typeMore') : t('picker.none')}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.fullName}
          {option.jobTitle ? ` · ${option.jobTitle}` : ''}
        </li>
      )}
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} error={error} helperText={helperText} />
      )}
    />
  );
}
