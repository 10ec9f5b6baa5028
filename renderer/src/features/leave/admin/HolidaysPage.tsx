import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import RestartAltOutlined from '@mui/icons-material/RestartAltOutlined';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { localeTagOf } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { PageHeader } from '../../../components/layout/PageHeader';
import { PATHS, type Holiday, type HolidayYear } from '../api';
import { HolidayDialog } from './HolidayDialog';

type Editing = { holiday: Holiday | null };

/** The public holidays of a year (the country's calendar, then the company's edits): add, move, remove, reset. */
export function HolidaysPage() {
  const { t, i18n } = useTranslation('leave');
  const language = i18n.resolvedLanguage ?? 'fr';
  const notify = useNotify();
  const [search, setSearch] = useSearchParams();
  const year = Number(search.get('year')) || new Date().getFullYear();
  const setYear = (y: number) => setSearch({ year: String(y) }, { replace: true });
  const data = useApiQuery<HolidayYear>(PATHS.holidays, { year });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  const [resetting, setResetting] = useState(false);
  const long = new Intl.DateTimeFormat(localeTagOf(language), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const items = data.data?.year === year ? data.data.items : [];
  return (
    <>
      <PageHeader
        title={t('holidays.title')}
        subtitle={t('holidays.subtitle')}
        actions={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<RestartAltOutlined />} onClick={() => setResetting(true)} data-testid="leave-holidays-reset">
              {t('holidays.reset')}
            </Button>
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setEditing({ holiday: null })} data-testid="leave-holiday-new">
              {t('holidays.new')}
            </Button>
          </Stack>
        }
      />
      <Paper sx={{ p: 2, mb: 2 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <IconButton aria-label={t('holidays.previousYear')} onClick={() => setYear(year - 1)}>
            <ChevronLeft />
          </IconButton>
          <Typography variant="h6" component="h2" sx={{ minWidth: 64, textAlign: 'center' }} data-testid="leave-holidays-year">
            {year}
          </Typography>
          <IconButton aria-label={t('holidays.nextYear')} onClick={() => setYear(year + 1)}>
            <ChevronRight />
          </IconButton>
          {data.data?.country && <Typography color="text.secondary">{t('holidays.country', { country: data.data.country })}</Typography>}
        </Stack>
      </Paper>
      <ProblemAlert error={data.error} />
      {items.some((h) => h.estimated) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('holidays.estimatedHelp')}
        </Alert>
      )}
      <Paper sx={{ overflow: 'hidden' }}>
        {data.loading && !items.length ? (
          <LoadingState />
        ) : !items.length ? (
          <EmptyState title={t('holidays.empty', { year })} />
        ) : (
          <Table size="small" aria-label={t('holidays.tableLabel', { year })} data-testid="leave-holidays-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('holidays.date')}</TableCell>
                <TableCell>{t('holidays.name')}</TableCell>
                <TableCell>{t('holidays.origin')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((h) => (
                <TableRow key={h.id} data-testid="leave-holiday-row">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{long.format(new Date(`${h.date}T00:00:00Z`))}</TableCell>
                  <TableCell>
                    {h.name}
                    {h.estimated && <Chip size="small" variant="outlined" label={t('holidays.estimated')} sx={{ ml: 1 }} />}
                    {h.source && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {h.source}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{t(`holidays.origins.${h.origin}`)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <Tooltip title={t('common:actions.edit')}>
                      <IconButton size="small" aria-label={`${t('common:actions.edit')} ${h.name}`} onClick={() => setEditing({ holiday: h })}>
                        <EditOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('holidays.remove')}>
                      <IconButton size="small" color="error" aria-label={`${t('holidays.remove')} ${h.name}`} onClick={() => setRemoving(h)} data-testid="leave-holiday-remove">
                        <DeleteOutline fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      <HolidayDialog
        open={editing !== null}
        holiday={editing?.holiday ?? null}
        year={year}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          setEditing(null);
          notify(t('holidays.saved', { name: saved.name }));
          const savedYear = Number(saved.date.slice(0, 4));
          if (savedYear !== year) setYear(savedYear);
          else data.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t('holidays.removeTitle', { name: removing?.name ?? '' })}
        message={t('holidays.removeMessage')}
        confirmLabel={t('holidays.remove')}
        destructive
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          await api.delete(PATHS.holiday((removing as Holiday).id));
          notify(t('holidays.removed'));
          data.reload();
        }}
      />
      <ConfirmDialog
        open={resetting}
        title={t('holidays.resetTitle', { year })}
        message={t('holidays.resetMessage', { year })}
        confirmLabel={t('holidays.reset')}
        destructive
        onClose={() => setResetting(false)}
        onConfirm={async () => {
          await api.post(PATHS.holidaysReset, undefined, { query: { year } });
          notify(t('holidays.resetDone', { year }));
          data.reload();
        }}
      />
    </>
  );
}
