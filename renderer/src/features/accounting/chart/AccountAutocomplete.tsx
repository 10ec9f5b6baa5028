import { useEffect, useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { AUTOCOMPLETE_PATH, type AccountRecord } from '../api';

export interface AccountOption {
  code: string;
  title: string;
}

export interface AccountAutocompleteProps {
  /** Account code ('' when none). */
  value: string;
  /** Title of the current account, when known (an entry's line carries it). */
  title?: string | null;
  onChange: (option: AccountOption | null) => void;
  label?: string;
  error?: boolean;
  helperText?: string;
  size?: 'small' | 'medium';
  testId?: string;
  /** Accessible name when the field shows no label (a cell of the line grid). */
  ariaLabel?: string;
  autoFocus?: boolean;
}

/**
 * An account of the chart, found as one types its code's first digits or words of its title
 * (accents ignored, by the server). Only active accounts are proposed.
 */
export function AccountAutocomplete({
  value,
  title,
  onChange,
  label,
  error,
  helperText,
  size = 'small',
  testId,
  ariaLabel,
  autoFocus,
}: AccountAutocompleteProps) {
  const { t } = useTranslation('ledger');
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<AccountOption[]>([]);
  const [loading, setLoading] = useState(false);
  const selected = useMemo<AccountOption | null>(
    () => (value ? { code: value, title: title ?? '' } : null),
    [value, title],
  );

  useEffect(() => {
    const query = input.split(' — ')[0].trim();
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLoading(true);
      api
        .get<ListEnvelope<AccountRecord>>(AUTOCOMPLETE_PATH, { q: query, limit: 20 }, controller.signal)
        .then((page) => setOptions(page.items.map((a) => ({ code: a.code, title: a.title }))))
        .catch(() => undefined)
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, 200);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [input]);

  return (
    <Autocomplete<AccountOption>
      value={selected}
      options={options}
      loading={loading}
      filterOptions={(x) => x}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      getOptionLabel={(o) => (o.title ? `${o.code} — ${o.title}` : o.code)}
      onChange={(_event, next) => onChange(next)}
      onInputChange={(_event, next, reason) => {
        if (reason !== 'reset') setInput(next);
      }}
      noOptionsText={t('accounts.noMatch')}
      loadingText={t('common:state.loading')}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} data-testid={`account-option-${option.code}`}>
            <Typography
              component="span"
              sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, mr: 1.5, minWidth: 64 }}
            >
              {option.code}
            </Typography>
            <Typography component="span" variant="body2">
              {option.title}
            </Typography>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          size={size}
          error={error}
          helperText={helperText}
          autoFocus={autoFocus}
          placeholder={t('accounts.searchPlaceholder')}
          slotProps={{
            htmlInput: {
              ...params.inputProps,
              'data-testid': testId,
              'aria-label': label ? undefined : ariaLabel,
            },
          }}
        />
      )}
    />
  );
}
