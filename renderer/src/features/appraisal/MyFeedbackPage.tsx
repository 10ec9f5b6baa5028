import { useState } from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../app/api/useApiQuery';
import type { ListEnvelope } from '../../app/api/types';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { PageHeader } from '../../components/layout/PageHeader';
import { MIN_GROUP_SIZE } from '../../../../shared/appraisal';
import { PATHS, type MyFeedbackReport } from './api';
import { SubjectReport } from './SubjectReport';

/** The caller's own 360° reports (closed campaigns they were the subject of), read with HR's report view. */
export function MyFeedbackPage() {
  const { t, i18n } = useTranslation('appraisal');
  const reports = useApiQuery<ListEnvelope<MyFeedbackReport>>(PATHS.myReports, { pageSize: 100 });
  const [chosen, setChosen] = useState<string | null>(null);
  const items = reports.data?.items ?? [];
  const shown = items.find((r) => r.subjectId === chosen) ?? items[0];
  const closedOn = (r: MyFeedbackReport) => (r.campaign.closedAt ? t('myFeedback.closedOn', { date: new Date(r.campaign.closedAt).toLocaleDateString(i18n.resolvedLanguage ?? 'fr') }) : '');
  return (
    <>
      <PageHeader title={t('myFeedback.title')} subtitle={t('myFeedback.subtitle')} />
      {reports.error ? <ProblemAlert error={reports.error} /> : null}
      {reports.loading && !reports.data ? <LoadingState /> : null}
      {reports.data && items.length === 0 ? <EmptyState title={t('myFeedback.empty')} description={t('myFeedback.emptyHint')} /> : null}
      {shown ? (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <Card variant="outlined" sx={{ minWidth: 260 }}>
            <List aria-label={t('myFeedback.list')} data-testid="my-feedback-list">
              {items.map((r) => (
                <ListItem key={r.subjectId} disablePadding>
                  <ListItemButton selected={r.subjectId === shown.subjectId} aria-current={r.subjectId === shown.subjectId ? 'true' : undefined} onClick={() => setChosen(r.subjectId)}>
                    <ListItemText primary={r.campaign.name} secondary={closedOn(r)} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Card>
          <Card variant="outlined" sx={{ flex: 1, width: '100%' }}>
            <CardContent>
              <Typography variant="h4" component="h2">{shown.campaign.name}</Typography>
              <Typography variant="body2" color="text.secondary" gutterBottom>{t('myFeedback.anonymous', { min: MIN_GROUP_SIZE })}</Typography>
              <SubjectReport key={shown.subjectId} campaignId={shown.campaign.id} subjectId={shown.subjectId} />
            </CardContent>
          </Card>
        </Stack>
      ) : null}
    </>
  );
}
