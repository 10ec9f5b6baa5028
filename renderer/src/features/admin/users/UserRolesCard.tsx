import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { userRolePath, userRolesPath, type UserRecord } from './api';
import { useRoleOptions } from './useRoleOptions';

/** The roles of a user: remove one, add one (roles.manage). */
export function UserRolesCard({ user, onChanged }: { user: UserRecord; onChanged: () => void }) {
  const { t } = useTranslation('admin');
  const notify = useNotify();
  const { roles, canAssign } = useRoleOptions();
  const [adding, setAdding] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const held = new Set(user.roles.map((r) => r.id));
  const available = roles.filter((role) => !held.has(role.id));
  const label = (name: string) => t(`common:roles.${name}`, { defaultValue: name });

  const run = async (action: () => Promise<unknown>, message: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      notify(message);
      onChanged();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader title={t('users.rolesTitle')} slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <ProblemAlert error={error} onClose={() => setError(null)} />
        {!canAssign && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('users.rolesReadOnly')}
          </Alert>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', mb: 2 }}
          data-testid="user-roles"
        >
          {user.roles.map((role) => (
            <Chip
              key={role.id}
              label={label(role.name)}
              data-role={role.name}
              onDelete={
                canAssign && !busy
                  ? () =>
                      void run(
                        () => api.delete(userRolePath(user.id, role.id)),
                        t('users.roleRemoved', { role: label(role.name) }),
                      )
                  : undefined
              }
            />
          ))}
          {user.roles.length === 0 && <Chip variant="outlined" label={t('users.noRole')} />}
        </Stack>
        {canAssign && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <TextField
              select
              label={t('users.addRole')}
              value={adding}
              onChange={(event) => setAdding(event.target.value)}
              sx={{ maxWidth: 280 }}
              data-testid="user-add-role"
            >
              {available.map((role) => (
                <MenuItem key={role.id} value={role.id} data-role={role.name}>
                  {label(role.name)}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              disabled={!adding}
              loading={busy}
              onClick={() => {
                const role = roles.find((r) => r.id === adding);
                void run(
                  () => api.post(userRolesPath(user.id), { roleId: adding }),
                  t('users.roleAdded', { role: label(role?.name ?? '') }),
                ).then(() => setAdding(''));
              }}
              data-testid="user-add-role-submit"
            >
              {t('common:actions.add')}
            </Button>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
