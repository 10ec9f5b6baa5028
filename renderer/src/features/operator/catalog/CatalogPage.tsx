import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/layout/PageHeader';
import { AddOnsTab, FeaturesTab } from './FeaturesAddOnsTabs';
import { PlansTab } from './PlansTab';

const TABS = ['plans', 'features', 'addOns'] as const;

/** The catalog: plans, features and add-ons. */
export function CatalogPage() {
  const { t } = useTranslation('operator');
  const [search, setSearch] = useSearchParams();
  const tab = (TABS as readonly string[]).includes(search.get('tab') ?? '') ? search.get('tab') : 'plans';
  return (
    <>
      <PageHeader title={t('catalog.title')} subtitle={t('catalog.subtitle')} />
      <Tabs value={tab} onChange={(_, value: string) => setSearch({ tab: value })} aria-label={t('catalog.title')} sx={{ mb: 2 }}>
        {TABS.map((id) => (
          <Tab key={id} value={id} label={t(`catalog.tabs.${id}`)} />
        ))}
      </Tabs>
      {tab === 'plans' && <PlansTab />}
      {tab === 'features' && <FeaturesTab />}
      {tab === 'addOns' && <AddOnsTab />}
    </>
  );
}
