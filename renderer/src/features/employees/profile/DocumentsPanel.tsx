import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import NoteAddOutlined from '@mui/icons-material/NoteAddOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { documentPath, documentsPath, type EmployeeDocument, type SignedDownload } from '../api';
import { UploadDocumentDialog } from './UploadDocumentDialog';

const DAY = 86_400_000;

/** Expired, expiring within 30 days, or valid: the chip next to the expiry date. */
function ExpiryChip({ date }: { date: string | null }) {
  const { t } = useTranslation('employees');
  if (!date) return null;
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(new Date().toISOString().slice(0, 10))) / DAY,
  );
  if (days < 0) return <Chip size="small" color="error" label={t('documents.expired')} />;
  if (days <= 30)
    return <Chip size="small" color="warning" label={t('documents.expiresIn', { count: days })} />;
  return null;
}

/** An employee's identity and HR documents: list, download (signed link), upload and delete for HR. */
export function DocumentsPanel({ employeeId, canManage }: { employeeId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation('employees');
  const notify = useNotify();
  const query = useApiQuery<ListEnvelope<EmployeeDocument>>(documentsPath(employeeId), { pageSize: 200 });
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<EmployeeDocument | null>(null);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const language = i18n.resolvedLanguage ?? 'fr';

  const download = async (document: EmployeeDocument) => {
    setDownloadError(null);
    try {
      const link = await api.get<SignedDownload>(`${documentPath(employeeId, document.id)}/download`);
      window.open(link.url, '_blank', 'noopener');
    } catch (error) {
      setDownloadError(error);
    }
  };

  if (query.loading && !query.data) return <LoadingState />;
  const documents = query.data?.items ?? [];
  const groups = (['IDENTITY', 'HR'] as const).map((kind) => ({
    kind,
    items: documents.filter((d) => d.kind === kind),
  }));

  return (
    <Stack spacing={2} data-testid="documents-panel">
      <ProblemAlert error={query.error ?? downloadError} />
      {canManage && (
        <Box>
          <Button
            variant="contained"
            startIcon={<NoteAddOutlined />}
            onClick={() => setUploading(true)}
            data-testid="document-upload"
          >
            {t('documents.upload')}
          </Button>
        </Box>
      )}
      {documents.length === 0 && !query.error && (
        <EmptyState
          title={t('documents.empty')}
          description={canManage ? t('documents.emptyHint') : undefined}
        />
      )}
      {groups
        .filter((g) => g.items.length > 0)
        .map((group) => (
          <Card key={group.kind}>
            <Typography variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
              {t(`documents.kinds.${group.kind}`)}
            </Typography>
            <Table size="small" aria-label={t(`documents.kinds.${group.kind}`)}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('documents.category')}</TableCell>
                  <TableCell>{t('documents.documentTitle')}</TableCell>
                  <TableCell>{t('documents.number')}</TableCell>
                  <TableCell>{t('documents.expiryDate')}</TableCell>
                  <TableCell align="right">{t('documents.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {group.items.map((d) => (
                  <TableRow key={d.id} data-testid="document-row">
                    <TableCell>
                      {t(`documents.categories.${d.category}`, { defaultValue: d.category })}
                    </TableCell>
                    <TableCell>{d.title}</TableCell>
                    <TableCell>{d.documentNumber ?? '—'}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        <span>{d.expiryDate ? formatDate(d.expiryDate, language) : '—'}</span>
                        <ExpiryChip date={d.expiryDate} />
                      </Stack>
                    </TableCell>
                    <TableCell align="right">
                      <Tooltip title={t('common:actions.download')}>
                        <IconButton
                          size="small"
                          onClick={() => void download(d)}
                          aria-label={`${t('common:actions.download')} ${d.title}`}
                        >
                          <FileDownloadOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                      {canManage && (
                        <Tooltip title={t('common:actions.delete')}>
                          <IconButton
                            size="small"
                            onClick={() => setDeleting(d)}
                            aria-label={`${t('common:actions.delete')} ${d.title}`}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Card>
        ))}
      <UploadDocumentDialog
        employeeId={employeeId}
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          notify(t('documents.uploaded'));
          query.reload();
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        destructive
        title={t('documents.deleteTitle')}
        message={t('documents.deleteText', { title: deleting?.title ?? '' })}
        confirmLabel={t('common:actions.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await api.delete(documentPath(employeeId, deleting.id));
          notify(t('documents.deleted'));
          query.reload();
        }}
      />
    </Stack>
  );
}
