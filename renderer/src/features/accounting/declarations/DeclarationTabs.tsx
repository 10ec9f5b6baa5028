import type { ReactNode } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';

/** Header and tabs of the declaration screens (VAT, social). */
export function DeclarationTabs({ current, actions }: { current: 'vat' | 'social'; actions?: ReactNode }) {
  const { t } = useTranslation('accountingReports');
  return (
    <>
      <PageHeader title={t(`declarations.${current}.title`)} subtitle={t(`declarations.${current}.subtitle`)} breadcrumbs={[{ label: t('nav.section') }, { label: t('nav.declarations') }]} actions={actions} />
      <Tabs value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }} aria-label={t('nav.declarations')}>
        <Tab value="vat" label={t('declarations.vat.tab')} component={RouterLink} to="/accounting/declarations/vat" data-testid="declarations-tab-vat" />
        <Tab value="social" label={t('declarations.social.tab')} component={RouterLink} to="/accounting/declarations/social" data-testid="declarations-tab-social" />
      </Tabs>
    </>
  );
}
