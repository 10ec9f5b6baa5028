import GlobalStyles from '@mui/material/GlobalStyles';
import Button from '@mui/material/Button';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';

/**
 * Print view of a report: the app frame, navigation, parameters and buttons disappear
 * (`no-print`), a heading with the company, report and period appears (`print-only`), tables
 * keep their rows whole across pages.
 */
export function PrintStyles() {
  return (
    <GlobalStyles
      styles={{
        '.print-only': { display: 'none' },
        '@media print': {
          '@page': { margin: '12mm' },
          body: { background: '#fff' },
          '.MuiAppBar-root, .MuiDrawer-root, .no-print': { display: 'none !important' },
          'main.MuiBox-root': { padding: '0 !important' },
          'main > .MuiToolbar-root': { display: 'none !important' },
          '.print-only': { display: 'block !important' },
          '.MuiPaper-root': { boxShadow: 'none !important', border: 'none !important' },
          'table': { fontSize: '9pt' },
          'tr': { breakInside: 'avoid' },
          'thead': { display: 'table-header-group' },
        },
      }}
    />
  );
}

export function PrintButton() {
  const { t } = useTranslation('accountingReports');
  return (
    <Button variant="outlined" startIcon={<PrintOutlined />} onClick={() => window.print()} data-testid="report-print">
      {t('actions.print')}
    </Button>
  );
}
