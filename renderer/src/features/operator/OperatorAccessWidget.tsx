import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import { useTranslation } from 'react-i18next';
import { permissionDef } from '../../../../shared/permissions';
import { useMe } from '../../app/auth/AuthContext';

/** What this operator may do on the platform, in words (from the permission catalog). */
export function OperatorAccessWidget() {
  const { t, i18n } = useTranslation('operator');
  const me = useMe();
  const english = i18n.resolvedLanguage === 'en';
  const defs = [...me.permissions]
    .map((code) => permissionDef(code))
    .filter((def) => def !== undefined)
    .sort((a, b) => a.code.localeCompare(b.code));
  return (
    <Card sx={{ height: '100%' }} data-testid="operator-access">
      <CardHeader
        title={t('access.title')}
        subheader={t('access.subtitle')}
        slotProps={{ title: { variant: 'h4', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <List dense disablePadding sx={{ columns: { md: 2 } }}>
          {defs.map((def) => (
            <ListItem key={def.code} disableGutters sx={{ breakInside: 'avoid' }}>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleOutline color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={english ? def.labelEn : def.labelFr} secondary={def.code} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
