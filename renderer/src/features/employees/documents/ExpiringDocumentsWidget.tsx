import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate } from '../../../components/dates/isoDate';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import type { ExpiringDocument } from '../api';

/** Dashboard card: the next documents to renew. */
export function ExpiringDocumentsWidget() {
  const { t, i18n } = useTranslation('employees');
  const navigate = useNavigate();
  const query = useApiQuery<ListEnvelope<ExpiringDocument>>('/hr/documents/expiring', { pageSize: 5 });
  const language = i18n.resolvedLanguage ?? 'fr';
  const items = query.data?.items ?? [];
  return (
    <Card sx={{ height: '100%' }} data-testid="expiring-widget">
      <CardHeader
        title={t('expiring.widgetTitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Link component={RouterLink} to="/hr/documents/expiring" variant="body2">
            {t('expiring.seeAll', { count: query.data?.total ?? 0 })}
          </Link>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <ProblemAlert error={query.error} />
        {!query.loading && items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('expiring.empty')}
          </Typography>
        )}
        <List dense disablePadding>
          {items.map((d) => (
            <ListItem key={d.id} disablePadding>
              <ListItemButton onClick={() => navigate(`/hr/employees/${d.employeeId}?tab=documents`)}>
                <ListItemText
                  primary={`${d.employee?.fullName ?? ''} — ${t(`documents.categories.${d.category}`, { defaultValue: d.category })}`}
                  secondary={t('expiring.line', {
                    date: formatDate(d.expiryDate, language),
                    count: d.daysLeft,
                  })}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
