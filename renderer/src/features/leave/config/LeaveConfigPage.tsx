import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ConfigExchangePanel } from './ConfigExchangePanel';
import { ConventionDiffPanel } from './ConventionDiffPanel';

/** The leave configuration tools of config.manage: comparison with collective agreements, export and import. */
export function LeaveConfigPage() {
  const { t } = useTranslation('leave');
  const [imports, setImports] = useState(0);
  return (
    <>
      <PageHeader title={t('config.title')} subtitle={t('config.subtitle')} />
      <Stack spacing={3}>
        <ConventionDiffPanel refresh={imports} />
        <ConfigExchangePanel onImported={() => setImports((n) => n + 1)} />
      </Stack>
    </>
  );
}
