import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../app/api/types';
import { useApiQuery } from '../../app/api/useApiQuery';
import { formatDate } from '../../components/dates/isoDate';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { ALERTS_PATH, type ContractAlert } from './api';

/** Dashboard card: fixed-term contracts and trial periods ending within 30 days. */
export function ContractAlertsWidget() {
  const { t, i18n } = useTranslation('contracts');
  const navigate = useNavigate();
  const language = i18n.resolvedLanguage ?? 'fr';
  const alerts = useApiQuery<ListEnvelope<ContractAlert>>(ALERTS_PATH, { pageSize: 6 });
  const items = alerts.data?.items ?? [];
  return (
    <Card sx={{ height: '100%' }} data-testid="contract-alerts-widget">
      <CardHeader
        title={t('alerts.title')}
        subheader={t('alerts.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <ProblemAlert error={alerts.error} />
        {!alerts.loading && items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('alerts.empty')}
          </Typography>
        )}
        <List dense disablePadding>
          {items.map((a) => (
            <ListItem key={`${a.contractId}-${a.kind}`} disablePadding>
              <ListItemButton onClick={() => navigate(`/hr/contracts/${a.contractId}`)}>
                <ListItemText
                  primary={`${a.employee.name} — ${t(`alerts.kind.${a.kind}`)} (${t(`type.${a.type}`)})`}
                  secondary={t('alerts.line', { date: formatDate(a.date, language), days: a.daysLeft })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
