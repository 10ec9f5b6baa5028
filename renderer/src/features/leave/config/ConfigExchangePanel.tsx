import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import { useTranslation } from 'react-i18next';
import { api, isApiProblem } from '../../../app/api';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { DownloadButton } from '../../../components/files/DownloadButton';
import { PATHS, type ImportResult } from '../api';

/** Larger than any real configuration (200 types, 200 policies of versions); refused before reading. */
const MAX_FILE_BYTES = 5 * 1024 * 1024;
const OUTCOME_TONES = { CREATED: 'success', UPDATED: 'info', VERSIONED: 'info', UNCHANGED: 'default' } as const;

interface Picked {
  name: string;
  document: unknown;
  types: number;
  policies: number;
}

const countOf = (doc: unknown, key: string) => {
  const list = doc && typeof doc === 'object' ? (doc as Record<string, unknown>)[key] : undefined;
  return Array.isArray(list) ? list.length : 0;
};

/** The field errors of a refused import, as `path: message` lines. */
function RefusedFields({ error }: { error: unknown }) {
  if (!isApiProblem(error) || !error.fieldErrors.length) return null;
  return (
    <Stack component="ul" sx={{ m: 0, pl: 3 }} data-testid="leave-import-errors">
      {error.fieldErrors.slice(0, 20).map((e, i) => (
        <Typography component="li" variant="body2" key={`${e.path}-${i}`}>
          <code>{e.path}</code> : {e.message}
        </Typography>
      ))}
    </Stack>
  );
}

/**
 * Export of the leave types and policies (every version) as a JSON file, and the import of such a
 * file: all or nothing, with what became of each type and policy, or why the file was refused.
 */
export function ConfigExchangePanel({ onImported }: { onImported?: () => void }) {
  const { t } = useTranslation('leave');
  const input = useRef<HTMLInputElement>(null);
  const [picked, setPicked] = useState<Picked | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [refused, setRefused] = useState<unknown>(null);

  const read = async (file: File) => {
    setReadError(null);
    setResult(null);
    setRefused(null);
    setPicked(null);
    if (input.current) input.current.value = '';
    if (file.size > MAX_FILE_BYTES) return setReadError(t('config.fileTooLarge'));
    try {
      const document: unknown = JSON.parse(await file.text());
      setPicked({ name: file.name, document, types: countOf(document, 'types'), policies: countOf(document, 'policies') });
    } catch {
      setReadError(t('config.notJson', { name: file.name }));
    }
  };

  const runImport = async () => {
    try {
      setResult(await api.post<ImportResult>(PATHS.configImport, (picked as Picked).document));
      setPicked(null);
      onImported?.();
    } catch (err) {
      // A refused document is shown below the file, with its field errors; the dialog closes.
      setRefused(err);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="leave-exchange-title">
      <Typography id="leave-exchange-title" variant="h6" component="h2" gutterBottom>
        {t('config.exchangeTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('config.exchangeHelp')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <DownloadButton path={PATHS.configExport} fallbackName="leave-config.json" label={t('config.export')} data-testid="leave-config-export" />
        <Button variant="outlined" component="label" startIcon={<FileUploadOutlined />} data-testid="leave-config-import-pick">
          {t('config.pickFile')}
          <input ref={input} hidden type="file" accept=".json,application/json" data-testid="leave-config-import-file" onChange={(e) => e.target.files?.[0] && void read(e.target.files[0])} />
        </Button>
      </Stack>
      {readError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="leave-import-read-error">
          {readError}
        </Alert>
      )}
      {picked && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          data-testid="leave-import-picked"
          action={
            <Button color="inherit" size="small" onClick={() => setConfirming(true)} data-testid="leave-config-import">
              {t('config.import')}
            </Button>
          }
        >
          {t('config.picked', { name: picked.name, types: picked.types, policies: picked.policies })}
        </Alert>
      )}
      {refused !== null && (
        <div data-testid="leave-import-refused">
          <ProblemAlert error={refused} onClose={() => setRefused(null)} />
          <RefusedFields error={refused} />
        </div>
      )}
      {result && (
        <Stack spacing={1} data-testid="leave-import-result">
          <Alert severity="success">
            {t('config.imported', {
              typesCreated: result.types.created,
              typesUpdated: result.types.updated,
              policiesCreated: result.policies.created,
              policiesVersioned: result.policies.versioned,
              policiesUnchanged: result.policies.unchanged,
            })}
          </Alert>
          {result.warnings.map((w) => (
            <Alert key={w} severity="warning">
              {w}
            </Alert>
          ))}
          <Table size="small" aria-label={t('config.importTableLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('config.kind')}</TableCell>
                <TableCell>{t('config.code')}</TableCell>
                <TableCell>{t('config.outcome')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {result.items.map((item) => (
                <TableRow key={`${item.kind}-${item.code}`} data-testid={`leave-import-${item.kind}-${item.code}`}>
                  <TableCell>{t(`config.kinds.${item.kind}`)}</TableCell>
                  <TableCell>{item.code}</TableCell>
                  <TableCell>
                    <StatusChip status={item.outcome} labelPrefix="leave:config.outcomes" tones={OUTCOME_TONES} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('config.importTitle')}
        message={t('config.importMessage', { name: picked?.name ?? '', types: picked?.types ?? 0, policies: picked?.policies ?? 0 })}
        confirmLabel={t('config.import')}
        onClose={() => setConfirming(false)}
        onConfirm={runImport}
      />
    </Paper>
  );
}
