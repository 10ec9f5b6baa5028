import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { USERS_PATH, userPath, type UserRecord } from './api';

type Option = Pick<UserRecord, 'id' | 'email' | 'firstName' | 'lastName'>;

export interface UserPickerProps {
  label: string;
  /** Selected user id or ''. */
  value: string;
  onChange: (userId: string) => void;
}

const optionLabel = (o: Option) => `${o.firstName} ${o.lastName} <${o.email}>`;

/** Finds a user of the tenant by name or email as one types (needs users.manage). */
export function UserPicker({ label, value, onChange }: UserPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<Option[]>([]);
  const [selected, setSelected] = useState<Option | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    if (!value) return setSelected(null);
    if (selected?.id === value) return;
    const controller = new AbortController();
    api
      .get<UserRecord>(userPath(value), undefined, controller.signal)
      .then(setSelected)
      .catch(() => setSelected(null));
    return () => controller.abort();
  }, [value, selected?.id]);

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<ListEnvelope<UserRecord>>(
          USERS_PATH,
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
    <Autocomplete<Option>
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
      sx={{ minWidth: 260 }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}
