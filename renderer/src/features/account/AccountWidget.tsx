import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../app/auth/AuthContext';
import { displayName } from '../../app/auth/me';

/** Dashboard card: my identity and roles, with the way to my account. */
export function AccountWidget() {
  const { t } = useTranslation('account');
  const me = useMe();
  const accountPath = me.realm === 'operator' ? '/operator/account' : '/account';
  return (
    <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid="account-widget">
      <CardHeader title={t('widget.title')} slotProps={{ title: { variant: 'h4', component: 'h2' } }} />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{displayName(me.user)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {me.user.email}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {me.roles.map((role) => (
            <Chip key={role} size="small" label={t(`common:roles.${role}`, { defaultValue: role })} />
          ))}
        </Stack>
      </CardContent>
      <CardActions>
        <Button component={RouterLink} to={accountPath}>
          {t('widget.manage')}
        </Button>
        <Button component={RouterLink} to={`${accountPath}#password`}>
          {t('widget.password')}
        </Button>
      </CardActions>
    </Card>
  );
}
