import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDateTime } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { useNotify } from '../../components/feedback/Notifier';
import { problemTitle } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { FileUpload } from '../../components/files/FileUpload';
import { ServerDataGrid } from '../../components/grid/ServerDataGrid';
import { useServerList } from '../../components/grid/useServerList';
import { PageHeader } from '../../components/layout/PageHeader';
import { MAX_UPLOAD_BYTES, PATHS, STATUS_TONES, type ImportSession, type Simulation } from './api';
import { SessionResults } from './SessionResults';

/** The import wizard (template, upload, results, simulation, execution, rollback, report) above the session history. */
export function ImportPage() {
  const { t, i18n } = useTranslation('import');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { can } = useAuth();
  const notify = useNotify();
  const history = useServerList<ImportSession>(PATHS.sessions, { sort: '-createdAt', pageSize: 10 });
  const [session, setSession] = useState<ImportSession | null>(null);
  const [simulation, setSimulation] = useState<Simulation | null>(null);
  const [busy, setBusy] = useState<'simulate' | 'execute' | 'rollback' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<'execute' | 'rollback' | null>(null);

  // While an execution runs, its progress is read from the session.
  useEffect(() => {
    if (busy !== 'execute' || !session) return;
    const timer = setInterval(() => {
      api
        .get<ImportSession>(PATHS.session(session.id))
        .then((s) => s.status === 'EXECUTING' && setSession(s))
        .catch(() => undefined);
    }, 700);
    return () => clearInterval(timer);
  }, [busy, session]);

  const choose = (s: ImportSession) => {
    setSession(s);
    setSimulation(null);
    setError(null);
  };

  const run = async (action: 'simulate' | 'execute' | 'rollback') => {
    if (!session) return;
    setBusy(action);
    setError(null);
    try {
      if (action === 'simulate') setSimulation(await api.post<Simulation>(PATHS.simulate(session.id)));
      else {
        const updated = await api.post<ImportSession>(action === 'execute' ? PATHS.execute(session.id) : PATHS.rollback(session.id));
        setSession(updated);
        notify(t(`done.${action}`));
        history.reload();
      }
    } catch (err) {
      setError(problemTitle(t, err));
    } finally {
      setBusy(null);
    }
  };

  const columns = useMemo<GridColDef<ImportSession>[]>(
    () => [
      { field: 'createdAt', headerName: t('fields.createdAt'), width: 170, valueFormatter: (value: string) => formatDateTime(value, language) },
      { field: 'filename', headerName: t('fields.filename'), flex: 1, minWidth: 180 },
      { field: 'status', headerName: t('fields.status'), width: 150, renderCell: ({ row }) => <StatusChip status={row.status} labelPrefix="import:status" tones={STATUS_TONES} /> },
      { field: 'rowCount', headerName: t('fields.rows'), width: 100, sortable: false },
      { field: 'errorCount', headerName: t('fields.errors'), width: 100, sortable: false },
      { field: 'warningCount', headerName: t('fields.warnings'), width: 130, sortable: false },
    ],
    [t, language],
  );

  const status = session?.status;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={can('import.template') ? <DownloadButton path={PATHS.template} fallbackName="modele-import-baobab.xlsx" label={t('template')} data-testid="import-template" /> : undefined}
      />
      <Stack spacing={2}>
        {can('import.upload') && (
          <Paper sx={{ p: 2 }}>
            <Typography component="h2" variant="h6" gutterBottom>
              {t('steps.upload')}
            </Typography>
            <FileUpload<ImportSession>
              path={PATHS.upload}
              accept=".xlsx"
              maxBytes={MAX_UPLOAD_BYTES}
              label={t('chooseFile')}
              onUploaded={(s) => {
                choose(s);
                history.reload();
              }}
            />
          </Paper>
        )}
        {session && (
          <Paper sx={{ p: 2 }} data-testid="import-session">
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 2 }}>
              <Box>
                <Typography component="h2" variant="h6">
                  {session.filename}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('counts', { rows: session.rowCount, errors: session.errorCount, warnings: session.warningCount })}
                </Typography>
              </Box>
              <StatusChip status={session.status} labelPrefix="import:status" tones={STATUS_TONES} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', mb: 2 }} useFlexGap>
              {can('import.execute') && (
                <Button variant="outlined" disabled={busy !== null || status !== 'VALIDATED'} onClick={() => run('simulate')} data-testid="import-simulate">
                  {t('actions.simulate')}
                </Button>
              )}
              {can('import.execute') && (
                <Button variant="contained" disabled={busy !== null || status !== 'VALIDATED'} onClick={() => setConfirming('execute')} data-testid="import-execute">
                  {t('actions.execute')}
                </Button>
              )}
              {can('import.rollback') && (
                <Button color="error" variant="outlined" disabled={busy !== null || status !== 'EXECUTED'} onClick={() => setConfirming('rollback')} data-testid="import-rollback">
                  {t('actions.rollback')}
                </Button>
              )}
              <DownloadButton path={PATHS.report(session.id)} fallbackName="rapport-import.xlsx" label={t('actions.report')} data-testid="import-report" />
            </Stack>
            {(busy === 'execute' || status === 'EXECUTING') && (
              <Box sx={{ mb: 2 }}>
                <Typography variant="body2" id="import-progress-label">
                  {t('progress', { percent: session.progress })}
                </Typography>
                <LinearProgress variant={session.progress > 0 ? 'determinate' : 'indeterminate'} value={session.progress} aria-labelledby="import-progress-label" />
              </Box>
            )}
            {error && (
              <Alert severity="error" sx={{ mb: 2 }} data-testid="import-error">
                {error}
              </Alert>
            )}
            {simulation && (
              <Alert severity={simulation.errorCount ? 'warning' : 'info'} sx={{ mb: 2 }} data-testid="import-simulation">
                {t('simulation', {
                  create: simulation.sheets.reduce((n, s) => n + s.create, 0),
                  update: simulation.sheets.reduce((n, s) => n + s.update, 0),
                  skip: simulation.sheets.reduce((n, s) => n + s.skip, 0),
                })}
              </Alert>
            )}
            <SessionResults session={session} />
          </Paper>
        )}
        <Box>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('history')}
          </Typography>
          <ServerDataGrid list={history} columns={columns} sortFields={{ createdAt: 'createdAt', filename: 'filename', status: 'status' }} label={t('history')} emptyTitle={t('empty')} onRowClick={choose} testId="import-sessions-grid" />
        </Box>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? t(`confirm.${confirming}.title`) : ''}
        message={confirming ? t(`confirm.${confirming}.message`) : ''}
        confirmLabel={confirming ? t(`actions.${confirming}`) : undefined}
        destructive={confirming === 'rollback'}
        onConfirm={async () => {
          const action = confirming;
          setConfirming(null);
          if (action) await run(action);
        }}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
