import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import type { ListEnvelope } from '../../app/api/types';

export interface PickedEmployee {
  id: string;
  name: string;
}

interface DirectoryRow {
  id: string;
  fullName: string;
  employeeNumber: string;
  jobTitle: string | null;
}

export interface EmployeePickerProps {
  label: string;
  value: PickedEmployee | null;
  onChange: (employee: PickedEmployee | null) => void;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  testId?: string;
}

/** Finds a current employee in the directory by name, number or job title (employee.read). */
export function EmployeePicker({
  label,
  value,
  onChange,
  error,
  helperText,
  required,
  disabled,
  testId,
}: EmployeePickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PickedEmployee[]>([]);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (disabled) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<ListEnvelope<DirectoryRow>>(
          '/hr/employees',
          { q: input.trim() || undefined, pageSize: 20, sort: 'lastName' },
          controller.signal,
        )
        .then((page) =>
          setOptions(
            page.items.map((e) => ({
              id: e.id,
              name: `${e.fullName} (${e.employeeNumber}${e.jobTitle ? ` · ${e.jobTitle}` : ''})`,
            })),
          ),
        )
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input, disabled]);

  return (
    <Autocomplete<PickedEmployee>
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      loading={loading}
      disabled={disabled}
      filterOptions={(all) => all}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
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
