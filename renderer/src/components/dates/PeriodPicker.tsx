import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import EventOutlined from '@mui/icons-material/EventOutlined';
import { endOfMonth, endOfYear, startOfMonth, startOfYear, subDays, subMonths } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { DateField } from './DateField';
import { toIsoDate, type Period } from './isoDate';

type Preset = 'today' | 'last7Days' | 'thisMonth' | 'lastMonth' | 'thisYear';

export function presetPeriod(preset: Preset, today: Date = new Date()): Period {
  switch (preset) {
    case 'today':
      return { from: toIsoDate(today), to: toIsoDate(today) };
    case 'last7Days':
      return { from: toIsoDate(subDays(today, 6)), to: toIsoDate(today) };
    case 'thisMonth':
      return { from: toIsoDate(startOfMonth(today)), to: toIsoDate(endOfMonth(today)) };
    case 'lastMonth': {
      const last = subMonths(today, 1);
      return { from: toIsoDate(startOfMonth(last)), to: toIsoDate(endOfMonth(last)) };
    }
    case 'thisYear':
      return { from: toIsoDate(startOfYear(today)), to: toIsoDate(endOfYear(today)) };
  }
}

const PRESETS: Preset[] = ['today', 'last7Days', 'thisMonth', 'lastMonth', 'thisYear'];

export interface PeriodPickerProps {
  value: Period;
  onChange: (period: Period) => void;
  /** Label prefix of the two fields; defaults to "Du" / "Au". */
  fromLabel?: string;
  toLabel?: string;
}

/** Two dates (from, to, inclusive) with quick presets; a reversed range shows as an error. */
export function PeriodPicker({ value, onChange, fromLabel, toLabel }: PeriodPickerProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reversed = Boolean(value.from && value.to && value.from > value.to);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <DateField
        label={fromLabel ?? t('common:period.from')}
        value={value.from}
        onChange={(from) => onChange({ ...value, from })}
        sx={{ minWidth: 160 }}
      />
      <DateField
        label={toLabel ?? t('common:period.to')}
        value={value.to}
        onChange={(to) => onChange({ ...value, to })}
        error={reversed}
        helperText={reversed ? t('common:period.reversed') : undefined}
        sx={{ minWidth: 160 }}
      />
      <Button
        size="small"
        startIcon={<EventOutlined />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        sx={{ whiteSpace: 'nowrap', alignSelf: { sm: 'center' } }}
      >
        {t('common:period.presets')}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PRESETS.map((preset) => (
          <MenuItem
            key={preset}
            onClick={() => {
              onChange(presetPeriod(preset));
              setAnchor(null);
            }}
          >
            {t(`common:period.preset.${preset}`)}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
