import { useMemo, useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import type { ListEnvelope } from '../../../app/api/types';
import { formatDateTime } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { useNotify } from '../../../components/feedback/Notifier';
import { ServerDataGrid } from '../../../components/grid/ServerDataGrid';
import { useServerList } from '../../../components/grid/useServerList';
import { P, type HistoryViewT, type LicenseInfoViewT, type NoteViewT } from '../api';

/** Plan history and every other move of the subscription. */
export function HistoryTab({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('operator');
  const language = i18n.resolvedLanguage ?? 'fr';
  const list = useServerList<HistoryViewT>(P.subscriptionAction(tenantId, 'plan-history'), { query: { all: 'true' }, pageSize: 25 });
  const columns = useMemo<GridColDef<HistoryViewT>[]>(
    () => [
      { field: 'occurredAt', headerName: t('history.at'), width: 180, sortable: false, valueFormatter: (v: string) => formatDateTime(v, language) },
      { field: 'kind', headerName: t('history.kind'), width: 160, sortable: false, valueFormatter: (v: string) => t(`history.kinds.${v}`) },
      { field: 'fromValue', headerName: t('history.from'), flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
      { field: 'toValue', headerName: t('history.to'), flex: 1, sortable: false, valueFormatter: (v: string | null) => v ?? '—' },
      { field: 'reason', headerName: t('tenants.fields.reason'), flex: 1, sortable: false },
      { field: 'operatorEmail', headerName: t('history.by'), flex: 1, sortable: false },
    ],
    [t, language],
  );
  return <ServerDataGrid list={list} columns={columns} label={t('tenants.tabs.history')} emptyTitle={t('history.empty')} testId="history-grid" />;
}

/** Internal notes of the platform staff. */
export function NotesTab({ tenantId }: { tenantId: string }) {
  const { t, i18n } = useTranslation('operator');
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'fr';
  const { data, error, reload } = useApiQuery<ListEnvelope<NoteViewT>>(P.notes(tenantId), { pageSize: 100 });
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const add = async () => {
    setProblem(null);
    try {
      await api.post(P.notes(tenantId), { body });
      setBody('');
      notify(t('notes.added'));
      reload();
    } catch (err) {
      setProblem(err);
    }
  };
  return (
    <Stack spacing={2}>
      {problem ? <ProblemAlert error={problem} /> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField label={t('notes.new')} value={body} onChange={(e) => setBody(e.target.value)} multiline minRows={2} fullWidth slotProps={{ htmlInput: { maxLength: 4000 } }} />
        <Button variant="contained" onClick={add} disabled={!body.trim()} data-testid="note-add">
          {t('notes.add')}
        </Button>
      </Stack>
      {error ? <ProblemAlert error={error} /> : null}
      <List aria-label={t('tenants.tabs.notes')}>
        {(data?.items ?? []).map((n) => (
          <ListItem key={n.id} divider>
            <ListItemText primary={n.body} secondary={`${n.operatorEmail ?? '—'} · ${formatDateTime(n.createdAt, language)}`} />
          </ListItem>
        ))}
      </List>
      {data && data.items.length === 0 && <Typography color="text.secondary">{t('notes.empty')}</Typography>}
    </Stack>
  );
}

/** License information: deployment, modules, on-premise instances; flushing every server's cached access. */
export function LicenseTab({ tenantId }: { tenantId: string }) {
  const { t } = useTranslation('operator');
  const notify = useNotify();
  const { data, error, reload } = useApiQuery<LicenseInfoViewT>(P.license(tenantId));
  const [confirming, setConfirming] = useState(false);
  if (error) return <ProblemAlert error={error} />;
  if (!data) return <LoadingState />;
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1}>
          <Typography>
            {t('license.deployment')} : <strong>{t(`license.deployments.${data.deployment}`)}</strong>
          </Typography>
          <Typography>
            {t('license.modules')} : {data.licensedModules.map((m) => t(`common:modules.${m}`, { defaultValue: m })).join(', ')}
          </Typography>
          <Typography>{data.instances.length ? data.instances.map((i) => `${i.instanceCode} (${i.status})`).join(', ') : t('license.noInstance')}</Typography>
          <Typography color="text.secondary">{t('license.flushedAt', { at: data.cacheVersionBumpedAt ?? '—' })}</Typography>
          <Stack direction="row">
            <Button variant="outlined" onClick={() => setConfirming(true)}>
              {t('license.flush')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t('license.flush')}
        message={t('license.flushConfirm')}
        onConfirm={async () => {
          await api.post(P.flushLicense(tenantId));
          notify(t('license.flushed'));
          reload();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
