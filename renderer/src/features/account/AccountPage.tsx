import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/layout/PageHeader';
import { PasswordCard } from './PasswordCard';
import { ProfileCard } from './ProfileCard';

/** My account: identity and password change (both realms). */
export function AccountPage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <ProfileCard />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PasswordCard />
        </Grid>
      </Grid>
    </>
  );
}
