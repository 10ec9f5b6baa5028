import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { displayName, initials } from '../../app/auth/me';

/** Who I am here: name, email, company, roles. */
export function ProfileCard() {
  const { t } = useTranslation('account');
  const me = useMe();
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
        </Stack>
      </CardContent>
    </Card>
  );
}
