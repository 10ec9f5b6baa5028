import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import FilterAltOffOutlined from '@mui/icons-material/FilterAltOffOutlined';
import { useTranslation } from 'react-i18next';

/** The row of filters above a list, with a reset button when any filter is set. */
export function FilterBar({
  children,
  active,
  onClear,
}: {
  children: ReactNode;
  active: boolean;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        {children}
        {active && (
          <Button
            onClick={onClear}
            startIcon={<FilterAltOffOutlined />}
            sx={{ alignSelf: { md: 'center' }, whiteSpace: 'nowrap' }}
          >
            {t('common:filters.clear')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
