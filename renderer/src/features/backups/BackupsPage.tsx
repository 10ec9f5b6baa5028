import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import BackupOutlined from '@mui/icons-material/BackupOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { ConfirmDialog, DownloadButton, EmptyState, formatDateTime, LoadingState, PageHeader, ProblemAlert, useNotify } from '../../components';
import { BACKUPS_PATH, backupDownloadPath, type BackupListView, type BackupView } from './api';

/**
 * The installation's backups: the archives kept (newest first) with their size and sha256, a
 * download for each, and "back up now". The nightly backup and the retention are the server's.
 */
export function BackupsPage() {
  const { t, i18n } = useTranslation('backups');
  const notify = useNotify();
  const list = useApiQuery<BackupListView>(BACKUPS_PATH);
  const [confirming, setConfirming] = useState(false);

  const backUpNow = async () => {
    const backup = await api.post<BackupView>(BACKUPS_PATH);
    setConfirming(false);
    notify(t('done', { name: backup.name }));
    list.reload();
  };

  const supported = list.data?.supported ?? true;
  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={list.data ? t('subtitle', { count: list.data.retention, schedule: list.data.schedule }) : undefined}
        actions={
          supported && (
            <Button variant="contained" startIcon={<BackupOutlined />} onClick={() => setConfirming(true)} data-testid="backup-now">
              {t('now')}
            </Button>
          )
        }
      />
      <ProblemAlert error={list.error} />
      {!supported && <Alert severity="info">{t('postgres')}</Alert>}
      {list.loading && !list.data ? (
        <LoadingState />
      ) : list.data && list.data.items.length === 0 ? (
        supported && <EmptyState title={t('empty')} />
      ) : (
        <Card>
          <TableContainer>
            <Table size="small" aria-label={t('title')} data-testid="backups-table">
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.createdAt')}</TableCell>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell align="right">{t('columns.size')}</TableCell>
                  <TableCell>{t('columns.sha256')}</TableCell>
                  <TableCell>{t('columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {list.data?.items.map((backup) => (
                  <TableRow key={backup.name}>
                    <TableCell>{formatDateTime(backup.createdAt, i18n.language)}</TableCell>
                    <TableCell>{backup.name}</TableCell>
                    <TableCell align="right">{t('size', { value: (backup.sizeBytes / 1_048_576).toLocaleString(i18n.language, { maximumFractionDigits: 1 }) })}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{backup.sha256}</TableCell>
                    <TableCell>
                      <DownloadButton path={backupDownloadPath(backup.name)} fallbackName={backup.name} label={t('download')} aria-label={t('downloadOne', { name: backup.name })} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Card>
      )}
      <ConfirmDialog open={confirming} title={t('confirm.title')} message={t('confirm.text')} confirmLabel={t('now')} onConfirm={backUpNow} onClose={() => setConfirming(false)} />
    </>
  );
}
