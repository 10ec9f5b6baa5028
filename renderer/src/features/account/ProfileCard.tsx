import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { displayName, initials } from '../../app/auth/me';
import { NameForm } from './NameForm';

/** Who I am here: name, email, company, roles, and the way to my employee file. */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const me = useMe();
  const hasHrFile = me.realm === 'tenant' && Boolean(me.user.employeeId) && me.modules.has('HR');
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: '1.3rem' }}>
            {initials(me.user)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="p">
              {displayName(me.user)}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {me.user.email}
            </Typography>
          </Box>
        </Stack>
        {editing && <NameForm onDone={() => setEditing(false)} />}
        {!editing && me.realm === 'tenant' && (
          <Button size="small" onClick={() => setEditing(true)} sx={{ mt: 2 }} data-testid="edit-name">
            {t('profile.editName')}
          </Button>
        )}
        <Stack spacing={1.5} sx={{ mt: 3 }}>
          {me.tenant?.companyName && (
            <Box>
              <Typography variant="caption" color="text.secondary">
                {t('profile.company')}
              </Typography>
              <Typography>{me.tenant.companyName}</Typography>
            </Box>
          )}
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {t('profile.roles')}
            </Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
              {me.roles.map((role) => (
                <Chip key={role} size="small" label={t(`common:roles.${role}`, { defaultValue: role })} />
              ))}
            </Stack>
          </Box>
          {hasHrFile && (
            <Box>
              <Button
                component={RouterLink}
                to="/hr/me"
                variant="outlined"
                startIcon={<BadgeOutlined />}
                data-testid="account-hr-file"
              >
                {t('profile.hrFile')}
              </Button>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
