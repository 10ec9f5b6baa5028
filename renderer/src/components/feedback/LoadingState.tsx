import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** A centred spinner with an accessible label, for a page or a card that is loading. */
export function LoadingState({ label, fullPage = false }: { label?: string; fullPage?: boolean }) {
  const { t } = useTranslation();
  const text = label ?? t('common:state.loading');
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        py: 6,
        minHeight: fullPage ? '100vh' : undefined,
      }}
    >
      <CircularProgress size={32} aria-label={text} />
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </Box>
  );
}
