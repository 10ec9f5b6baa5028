import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BOOKING_STATUSES } from '../api';

export function BookingStatusFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('booking');
  return (
    <TextField
      select
      label={t('fields.status')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 180, maxWidth: { md: 260 } }}
    >
      <MenuItem value="">{t('common:filters.all')}</MenuItem>
      {BOOKING_STATUSES.map((s) => (
        <MenuItem key={s} value={s}>
          {t(`status.${s}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
