import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { formatDateTime } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../components/feedback/EmptyState';
import { LoadingState } from '../../components/feedback/LoadingState';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { useNotify } from '../../components/feedback/Notifier';
import { FilterBar } from '../../components/grid/FilterBar';
import { PageHeader } from '../../components/layout/PageHeader';
import { FEEDBACK_TYPES, PATHS, type FeedbackMessage } from './api';
import { PostFeedbackDialog } from './PostFeedbackDialog';

const PAGE_SIZE = 12;
const TYPE_COLORS = { KUDOS: 'success', FEEDBACK: 'info', APPRECIATION: 'secondary', VALUES_SHOUTOUT: 'warning' } as const;
const initials = (name: string) =>
  name
    .split(' ')
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The recognition wall: the messages I may read (company, my department, my team, mine), newest first. */
export function WallPage() {
  const { t, i18n } = useTranslation('satisfaction');
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const [type, setType] = useState('');
  const [posting, setPosting] = useState(false);
  const [deleting, setDeleting] = useState<FeedbackMessage | null>(null);
  const wall = useApiQuery<{ items: FeedbackMessage[]; total: number }>(PATHS.feedback, { page, pageSize: PAGE_SIZE, type: type || undefined });
  const items = wall.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((wall.data?.total ?? 0) / PAGE_SIZE));
  return (
    <>
      <PageHeader
        title={t('wall.title')}
        subtitle={t('wall.subtitle')}
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setPosting(true)} data-testid="feedback-new">
            {t('wall.post')}
          </Button>
        }
      />
      <FilterBar active={Boolean(type)} onClear={() => setType('')}>
        <TextField
          select
          size="small"
          label={t('fields.type')}
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('filters.all')}</MenuItem>
          {FEEDBACK_TYPES.map((v) => (
            <MenuItem key={v} value={v}>
              {t(`type.${v}`)}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>
      <ProblemAlert error={wall.error} />
      {wall.loading && !wall.data && <LoadingState />}
      {wall.data && items.length === 0 && <EmptyState title={t('wall.empty')} />}
      <Grid container spacing={2} data-testid="feedback-wall">
        {items.map((m) => (
          <Grid key={m.id} size={{ xs: 12, md: 6, lg: 4 }}>
            <Card sx={{ height: '100%' }} data-testid="feedback-card">
              <CardHeader
                avatar={<Avatar sx={{ bgcolor: 'primary.main' }}>{initials(m.recipient.name)}</Avatar>}
                title={t('wall.to', { name: m.recipient.name })}
                subheader={t('wall.from', { name: m.sender.name, date: formatDateTime(m.createdAt, i18n.language) })}
                slotProps={{ title: { component: 'h2', variant: 'subtitle1' } }}
                action={
                  m.canDelete ? (
                    <IconButton aria-label={t('wall.delete')} onClick={() => setDeleting(m)}>
                      <DeleteOutline />
                    </IconButton>
                  ) : undefined
                }
              />
              <CardContent sx={{ pt: 0 }}>
                <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
                  <Chip size="small" color={TYPE_COLORS[m.type]} label={t(`type.${m.type}`)} />
                  {m.value && <Chip size="small" variant="outlined" label={m.value.name} />}
                  <Chip size="small" variant="outlined" label={t(`scope.${m.scope}`)} />
                </Stack>
                <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.message}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      {pages > 1 && <Pagination sx={{ mt: 2 }} count={pages} page={page} onChange={(_, p) => setPage(p)} />}
      <PostFeedbackDialog
        open={posting}
        onClose={() => setPosting(false)}
        onPosted={() => {
          setPosting(false);
          notify(t('wall.posted'));
          setPage(1);
          wall.reload();
        }}
      />
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('wall.delete')}
        message={t('wall.deleteConfirm')}
        destructive
        onConfirm={async () => {
          if (deleting) await api.delete(PATHS.feedbackItem(deleting.id));
          setDeleting(null);
          wall.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
