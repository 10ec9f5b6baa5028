import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Sticky bar shown while permission changes are not saved. */
export function SaveBar({
  count,
  saving,
  onSave,
  onReset,
}: {
  count: number;
  saving: boolean;
  onSave: () => void;
  onReset: () => void;
}) {
  const { t } = useTranslation('admin');
  if (count === 0) return null;
  return (
    <Paper
      elevation={6}
      variant="elevation"
      sx={{
        position: 'sticky',
        bottom: 16,
        mt: 2,
        p: 1.5,
        px: 2,
        zIndex: 2,
        borderLeft: 4,
        borderColor: 'warning.main',
      }}
      data-testid="save-bar"
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography sx={{ flexGrow: 1 }}>{t('roles.matrix.unsaved', { count })}</Typography>
        <Button onClick={onReset} disabled={saving} color="inherit">
          {t('common:actions.cancel')}
        </Button>
        <Button variant="contained" onClick={onSave} loading={saving} data-testid="save-permissions">
          {t('roles.matrix.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
