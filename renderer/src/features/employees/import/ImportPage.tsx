import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, isApiProblem } from '../../../app/api';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { PageHeader } from '../../../components/layout/PageHeader';
import type { ImportIssue, ImportResult } from '../api';
import { IssuesTable } from './IssuesTable';

type Outcome =
  | { kind: 'checked' | 'imported'; result: ImportResult }
  | { kind: 'refused'; issues: ImportIssue[] }
  | { kind: 'failed'; error: unknown };

/**
 * Employee import from CSV or XLSX: the file is checked first (dry run), its row errors shown;
 * only a file without error can be imported, and then entirely.
 */
export function ImportPage() {
  const { t } = useTranslation('employees');
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async (chosen: File, dryRun: boolean) => {
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', chosen, chosen.name);
      const result = await api.upload<ImportResult>(`/admin/employees/import?dryRun=${dryRun}`, form);
      setOutcome({ kind: dryRun ? 'checked' : 'imported', result });
    } catch (error) {
      if (isApiProblem(error) && error.code === 'BUSINESS_RULE' && Array.isArray(error.body.issues)) {
        setOutcome({ kind: 'refused', issues: error.body.issues as ImportIssue[] });
      } else setOutcome({ kind: 'failed', error });
    } finally {
      setBusy(false);
    }
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    setOutcome(null);
    void send(chosen, true);
    if (input.current) input.current.value = '';
  };

  return (
    <>
      <PageHeader
        title={t('import.title')}
        subtitle={t('import.subtitle')}
        breadcrumbs={[{ label: t('directory.title'), to: '/hr/employees' }, { label: t('import.title') }]}
        actions={
          <DownloadButton
            path="/admin/employees/import/template"
            fallbackName="modele-import-employes.xlsx"
            label={t('import.template')}
            data-testid="import-template"
          />
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              {t('import.howTo')}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Button
                variant="outlined"
                component="label"
                startIcon={<CloudUploadOutlined />}
                disabled={busy}
              >
                {t('import.choose')}
                <input
                  ref={input}
                  hidden
                  type="file"
                  accept=".csv,.xlsx"
                  data-testid="import-file"
                  onChange={(e) => choose(e.target.files?.[0])}
                />
              </Button>
              {file && (
                <Typography variant="body2" data-testid="import-filename">
                  {file.name}
                </Typography>
              )}
            </Stack>
            {busy && <LinearProgress aria-label={t('import.sending')} />}
          </Stack>
        </CardContent>
      </Card>
      {outcome?.kind === 'failed' && <ProblemAlert error={outcome.error} />}
      {outcome?.kind === 'refused' && (
        <Stack spacing={2}>
          <Alert severity="error" data-testid="import-refused">
            <AlertTitle>{t('import.refused')}</AlertTitle>
            {t('import.errorCount', { count: outcome.issues.filter((i) => i.severity === 'ERROR').length })}
          </Alert>
          <IssuesTable issues={outcome.issues} />
        </Stack>
      )}
      {(outcome?.kind === 'checked' || outcome?.kind === 'imported') && (
        <Stack spacing={2}>
          <Alert
            severity={outcome.kind === 'imported' ? 'success' : 'info'}
            data-testid={outcome.kind === 'imported' ? 'import-done' : 'import-checked'}
          >
            <AlertTitle>{outcome.kind === 'imported' ? t('import.done') : t('import.checked')}</AlertTitle>
            {t('import.summary', { created: outcome.result.created, updated: outcome.result.updated })}
            {outcome.result.departmentsCreated.length > 0 && (
              <Box>{t('import.departments', { names: outcome.result.departmentsCreated.join(', ') })}</Box>
            )}
          </Alert>
          {outcome.result.issues.length > 0 && <IssuesTable issues={outcome.result.issues} />}
          <Box>
            {outcome.kind === 'checked' && file ? (
              <Button
                variant="contained"
                onClick={() => void send(file, false)}
                loading={busy}
                data-testid="import-run"
              >
                {t('import.run', { count: outcome.result.rows.length })}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => navigate('/hr/employees')}>
                {t('import.toDirectory')}
              </Button>
            )}
          </Box>
        </Stack>
      )}
    </>
  );
}
