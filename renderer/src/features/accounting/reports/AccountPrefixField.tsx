import { useEffect, useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/** Account prefix filter ("41" → 41x accounts), applied when typing pauses. */
export function AccountPrefixField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('accountingReports');
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const invalid = text !== '' && !/^[0-9A-Za-z]{1,20}$/.test(text);
  useEffect(() => {
    if (invalid || text === value) return;
    const timer = setTimeout(() => onChange(text), 400);
    return () => clearTimeout(timer);
  }, [text, value, invalid, onChange]);
  return (
    <TextField
      size="small"
      label={t('params.accountPrefix')}
      value={text}
      onChange={(event) => setText(event.target.value.trim())}
      error={invalid}
      helperText={invalid ? t('params.accountPrefixInvalid') : t('params.accountPrefixHelp')}
      slotProps={{ htmlInput: { 'data-testid': 'param-prefix', inputMode: 'numeric' } }}
      sx={{ maxWidth: 220 }}
    />
  );
}
