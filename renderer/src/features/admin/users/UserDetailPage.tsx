import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ForwardToInboxOutlined from '@mui/icons-material/ForwardToInboxOutlined';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { useMe } from '../../../app/auth/AuthContext';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { userActionPath, userPath, userStatus, type UserRecord } from './api';
import { UserIdentityCard } from './UserIdentityCard';
import { UserRolesCard } from './UserRolesCard';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </div>
  );
}

/** One user: identity, roles, access facts, deactivation and reactivation. */
export function UserDetailPage() {
  const { t, i18n } = useTranslation('admin');
  const { userId = '' } = useParams();
  const me = useMe();
  const notify = useNotify();
  const query = useApiQuery<UserRecord>(userPath(userId));
  const [confirming, setConfirming] = useState(false);
  const [inviting, setInviting] = useState(false);
  const language = i18n.resolvedLanguage ?? 'fr';

  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const user = query.data;
  const name = `${user.firstName} ${user.lastName}`.trim();
  const self = user.id === me.user.id;

  return (
    <>
      <PageHeader
        title={name}
        subtitle={user.email}
        breadcrumbs={[{ label: t('users.title'), to: '/admin/users' }, { label: name }]}
        actions={
          <>
            {user.active && !user.passwordSet && (
              <Button
                variant="outlined"
                startIcon={<ForwardToInboxOutlined />}
                onClick={() => setInviting(true)}
                data-testid="user-invite-again"
              >
                {t('users.inviteAgain')}
              </Button>
            )}
            {!self &&
              (user.active ? (
                <Button
                  variant="outlined"
                  color="error"
                  startIcon={<BlockOutlined />}
                  onClick={() => setConfirming(true)}
                  data-testid="user-deactivate"
                >
                  {t('users.deactivate')}
                </Button>
              ) : (
                <Button
                  variant="outlined"
                  startIcon={<CheckCircleOutline />}
                  onClick={() => setConfirming(true)}
                  data-testid="user-reactivate"
                >
                  {t('users.reactivate')}
                </Button>
              ))}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 3 }}>
        <StatusChip
          status={userStatus(user)}
          labelPrefix="admin:users.status"
          tones={{ INVITED: 'info' }}
          size="medium"
        />
      </Stack>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <Stack spacing={3}>
            <UserIdentityCard user={user} onSaved={query.reload} />
            <UserRolesCard user={user} onChanged={query.reload} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <Card>
            <CardContent>
              <Stack spacing={2}>
                <Fact
                  label={t('users.fields.lastLogin')}
                  value={
                    user.lastLoginAt ? formatDateTime(user.lastLoginAt, language) : t('users.neverLoggedIn')
                  }
                />
                <Fact label={t('users.fields.createdAt')} value={formatDateTime(user.createdAt, language)} />
                <Fact
                  label={t('users.fields.password')}
                  value={
                    user.passwordSet
                      ? t('users.passwordSet')
                      : user.invitationPending
                        ? t('users.invitationPending')
                        : t('users.invitationExpired')
                  }
                />
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      <ConfirmDialog
        open={confirming}
        destructive={user.active}
        title={user.active ? t('users.deactivateTitle', { name }) : t('users.reactivateTitle', { name })}
        message={user.active ? t('users.deactivateText') : t('users.reactivateText')}
        confirmLabel={user.active ? t('users.deactivate') : t('users.reactivate')}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await api.post(userActionPath(user.id, user.active ? 'deactivate' : 'reactivate'));
          notify(user.active ? t('users.deactivated', { name }) : t('users.reactivated', { name }));
          query.reload();
        }}
      />
      <ConfirmDialog
        open={inviting}
        title={t('users.inviteAgainTitle')}
        message={t('users.inviteAgainText', { email: user.email })}
        confirmLabel={t('users.inviteAgain')}
        onClose={() => setInviting(false)}
        onConfirm={async () => {
          await api.post(userActionPath(user.id, 'invitation'));
          notify(t('users.invited', { email: user.email }));
          query.reload();
        }}
      />
    </>
  );
}
