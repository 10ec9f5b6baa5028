import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { PATHS, type PersonRef } from '../api';

export interface OwnerPickerProps {
  label: string;
  /** Selected user id or ''. */
  value: string;
  /** The current owner as the resource shows it, so the field is filled before any search. */
  current: PersonRef | null;
  onChange: (userId: string) => void;
  error?: string;
}

const optionLabel = (o: PersonRef) => (o.email ? `${o.name ?? ''} <${o.email}>`.trim() : (o.name ?? o.id));

/**
 * Picks a resource's owner among the people allowed to approve bookings (GET /booking/owners),
 * searched by name or email as one types: catalogue managers need no user administration right.
 */
export function OwnerPicker({ label, value, current, onChange, error }: OwnerPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<PersonRef[]>([]);
  const [selected, setSelected] = useState<PersonRef | null>(current?.id === value ? current : null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!value) setSelected(null);
    else if (current?.id === value) setSelected(current);
  }, [value, current]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<ListEnvelope<PersonRef>>(
          PATHS.owners,
          { q: input.trim() || undefined, pageSize: 20 },
          controller.signal,
        )
        .then((page) => setOptions(page.items))
        .catch(() => setOptions([]))
        .finally(() => setLoading(false));
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

  return (
    <Autocomplete<PersonRef>
      options={selected && !options.some((o) => o.id === selected.id) ? [selected, ...options] : options}
      value={selected}
      loading={loading}
      filterOptions={(all) => all}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, option) => {
        setSelected(option);
        onChange(option?.id ?? '');
      }}
      onInputChange={(_event, text, reason) => reason === 'input' && setInput(text)}
      noOptionsText={t('common:state.noResults')}
      loadingText={t('common:state.loading')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'resource-owner' } }}
        />
      )}
    />
  );
}
