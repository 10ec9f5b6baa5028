import Grid from '@mui/material/Grid';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { StatCard } from '../../components/charts/StatCard';
import { ROLES_PATH } from './roles/api';
import { USERS_PATH } from './users/api';

/** Key figures of the administration: active users, inactive ones, custom roles. */
export function AdminStatsWidget() {
  const { t } = useTranslation('admin');
  const { can } = useAuth();
  const canUsers = can('users.manage');
  const canRoles = can('roles.manage');
  const active = useApiQuery<ListEnvelope<unknown>>(canUsers ? USERS_PATH : null, {
    active: 'true',
    pageSize: 1,
  });
  const inactive = useApiQuery<ListEnvelope<unknown>>(canUsers ? USERS_PATH : null, {
    active: 'false',
    pageSize: 1,
  });
  const custom = useApiQuery<ListEnvelope<unknown>>(canRoles ? ROLES_PATH : null, {
    systemRole: 'false',
    pageSize: 1,
  });
  return (
    <Grid container spacing={3}>
      {canUsers && (
        <Grid size={{ xs: 12, sm: canRoles ? 4 : 6 }}>
          <StatCard
            label={t('widgets.activeUsers')}
            value={active.data?.total ?? '—'}
            loading={active.loading}
            icon={<GroupOutlined />}
            to="/admin/users?active=true"
            testId="stat-active-users"
          />
        </Grid>
      )}
      {canUsers && (
        <Grid size={{ xs: 12, sm: canRoles ? 4 : 6 }}>
          <StatCard
            label={t('widgets.inactiveUsers')}
            value={inactive.data?.total ?? '—'}
            loading={inactive.loading}
            icon={<PersonOffOutlined />}
            to="/admin/users?active=false"
          />
        </Grid>
      )}
      {canRoles && (
        <Grid size={{ xs: 12, sm: canUsers ? 4 : 12 }}>
          <StatCard
            label={t('widgets.customRoles')}
            value={custom.data?.total ?? '—'}
            loading={custom.loading}
            icon={<AdminPanelSettingsOutlined />}
            to="/admin/roles?systemRole=false"
          />
        </Grid>
      )}
    </Grid>
  );
}
