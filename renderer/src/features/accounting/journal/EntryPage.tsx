import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DoneOutlined from '@mui/icons-material/DoneOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { DateField } from '../../../components/dates/DateField';
import { formatDate, formatDateTime, toIsoDate } from '../../../components/dates/isoDate';
import { ConfirmDialog } from '../../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { StatusChip } from '../../../components/feedback/StatusChip';
import { PageHeader } from '../../../components/layout/PageHeader';
import { ROUTES, entryActionPath, entryPath, type EntryRecord } from '../api';
import { EntryAttachments } from './EntryAttachments';
import { EntryEditor } from './EntryEditor';
import { EntryView } from './EntryView';

/** A new entry. */
export function NewEntryPage() {
  const { t } = useTranslation('ledger');
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <>
      <PageHeader title={t('entry.newTitle')} breadcrumbs={[{ label: t('journal.title'), to: ROUTES.journal }, { label: t('entry.newTitle') }]} />
      <EntryEditor
        entry={null}
        onSaved={(entry) => {
          notify(t('entry.created', { piece: entry.pieceNumber }));
          navigate(ROUTES.entry(entry.id), { replace: true });
        }}
      />
    </>
  );
}

/** One entry: a DRAFT is edited, posted or deleted; a POSTED one is shown and can be reversed. */
export function EntryPage() {
  const { t, i18n } = useTranslation('ledger');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { entryId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const query = useApiQuery<EntryRecord>(entryPath(entryId));
  const [confirm, setConfirm] = useState<'post' | 'delete' | 'reverse' | null>(null);
  const [reversalDate, setReversalDate] = useState(toIsoDate(new Date()));

  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const entry = query.data;
  const editable = entry.actions.includes('edit');

  const post = async () => {
    const posted = await api.post<EntryRecord>(entryActionPath(entry.id, 'post'));
    notify(t('entry.posted', { piece: posted.pieceNumber }));
    query.reload();
  };
  const remove = async () => {
    await api.delete(entryPath(entry.id));
    notify(t('entry.deleted', { piece: entry.pieceNumber }));
    navigate(ROUTES.journal, { replace: true });
  };
  const reverse = async () => {
    const reversal = await api.post<EntryRecord>(entryActionPath(entry.id, 'reverse'), { date: reversalDate });
    notify(t('entry.reversed', { piece: reversal.pieceNumber }));
    navigate(ROUTES.entry(reversal.id));
  };

  const actionButtons = (
    <>
      {entry.actions.includes('delete') && (
        <Button color="error" variant="outlined" startIcon={<DeleteOutline />} onClick={() => setConfirm('delete')} data-testid="entry-delete">
          {t('common:actions.delete')}
        </Button>
      )}
      {entry.actions.includes('post') && (
        <Button color="success" variant="outlined" startIcon={<DoneOutlined />} onClick={() => setConfirm('post')} data-testid="entry-post">
          {t('entry.post')}
        </Button>
      )}
    </>
  );

  return (
    <>
      <PageHeader
        title={`${entry.pieceNumber} — ${entry.label}`}
        breadcrumbs={[{ label: t('journal.title'), to: ROUTES.journal }, { label: entry.pieceNumber }]}
        actions={
          entry.actions.includes('reverse') && (
            <Button variant="outlined" startIcon={<UndoOutlined />} onClick={() => setConfirm('reverse')} data-testid="entry-reverse">
              {t('entry.reverse')}
            </Button>
          )
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <StatusChip status={entry.status} />
        <Chip size="small" variant="outlined" label={`${t('books:fields.journal')} : ${entry.journalCode}${entry.journalName ? ` — ${entry.journalName}` : ''}`} data-testid="entry-journal-chip" />
        <Chip size="small" variant="outlined" label={`${t('entry.fields.date')} : ${formatDate(entry.date, language)}`} />
        <Chip size="small" variant="outlined" label={t(`sources.${entry.source}`)} />
        {entry.postedAt && <Chip size="small" variant="outlined" label={t('entry.postedAt', { at: formatDateTime(entry.postedAt, language) })} />}
      </Stack>
      {entry.reversalOfId && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('entry.isReversal')}{' '}
          <Link component={RouterLink} to={ROUTES.entry(entry.reversalOfId)}>
            {t('entry.seeOriginal')}
          </Link>
        </Alert>
      )}
      {entry.reversedById && (
        <Alert severity="warning" sx={{ mb: 2 }} data-testid="entry-reversed">
          {t('entry.wasReversed')}{' '}
          <Link component={RouterLink} to={ROUTES.entry(entry.reversedById)}>
            {t('entry.seeReversal')}
          </Link>
        </Alert>
      )}
      {editable ? (
        <EntryEditor key={entry.id + entry.totalDebit + entry.date} entry={entry} onSaved={() => { notify(t('entry.saved')); query.reload(); }} actions={actionButtons} />
      ) : (
        <>
          <EntryView entry={entry} />
          {entry.actions.length > 0 && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'flex-end' }}>
              {actionButtons}
            </Stack>
          )}
        </>
      )}
      <EntryAttachments entry={entry} onChanged={query.reload} />
      <ConfirmDialog
        open={confirm === 'post'}
        title={t('entry.postTitle', { piece: entry.pieceNumber })}
        message={t('entry.postMessage')}
        confirmLabel={t('entry.post')}
        onConfirm={post}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'delete'}
        title={t('entry.deleteTitle', { piece: entry.pieceNumber })}
        message={t('entry.deleteMessage')}
        destructive
        confirmLabel={t('common:actions.delete')}
        onConfirm={remove}
        onClose={() => setConfirm(null)}
      />
      <ConfirmDialog
        open={confirm === 'reverse'}
        title={t('entry.reverseTitle', { piece: entry.pieceNumber })}
        message={
          <Stack spacing={2} sx={{ pt: 1 }}>
            <span>{t('entry.reverseMessage')}</span>
            <DateField label={t('entry.reverseDate')} value={reversalDate} onChange={setReversalDate} />
          </Stack>
        }
        destructive
        confirmLabel={t('entry.reverse')}
        onConfirm={reverse}
        onClose={() => setConfirm(null)}
      />
    </>
  );
}
