import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { EXPENSE_CATEGORIES, EXPENSE_CLAIM_STATUSES } from './api';

export function StatusFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('expenses');
  return (
    <TextField
      select
      label={t('fields.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 190, maxWidth: { md: 260 } }}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'filter-status' } as object } }}
    >
      <MenuItem value="">{t('common:filters.all')}</MenuItem>
      {EXPENSE_CLAIM_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function CategoryFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('expenses');
  return (
    <TextField
      select
      label={t('filters.category')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170, maxWidth: { md: 220 } }}
    >
      <MenuItem value="">{t('common:filters.all')}</MenuItem>
      {EXPENSE_CATEGORIES.map((c) => (
        <MenuItem key={c} value={c}>
          {t(`categories.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
