import { useRef, useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import OpenInNewOutlined from '@mui/icons-material/OpenInNewOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../../app/api';
import { useAuth } from '../../../app/auth/AuthContext';
import { useNotify } from '../../../components/feedback/Notifier';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { entryPath, type EntryAttachmentRecord, type EntryRecord } from '../api';

/** Receipts and other evidence kept with an entry: PDF or image, added to drafts and posted entries, removed from drafts only. */
export function EntryAttachments({ entry, onChanged }: { entry: EntryRecord; onChanged: () => void }) {
  const { t } = useTranslation('books');
  const { can } = useAuth();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const base = `${entryPath(entry.id)}/attachments`;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file);
      await api.upload<EntryAttachmentRecord>(base, form);
      notify(t('attachments.added', { name: file.name }));
      onChanged();
    } catch (error) {
      setProblem(error);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  };
  const open = async (attachment: EntryAttachmentRecord) => {
    const link = await api.get<{ url: string }>(`${base}/${attachment.id}`);
    window.open(link.url, '_blank', 'noopener');
  };
  const remove = async (attachment: EntryAttachmentRecord) => {
    setProblem(null);
    try {
      await api.delete(`${base}/${attachment.id}`);
      onChanged();
    } catch (error) {
      setProblem(error);
    }
  };

  return (
    <Paper sx={{ p: 2, mt: 2 }} data-testid="entry-attachments">
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="h2">
          {t('attachments.title')}
        </Typography>
        {can('accounting.write') && (
          <>
            <input
              ref={input}
              type="file"
              accept="application/pdf,image/png,image/jpeg,image/webp"
              hidden
              onChange={(e) => void upload(e.target.files?.[0])}
              data-testid="entry-attachment-input"
              aria-label={t('attachments.add')}
            />
            <Button startIcon={<AttachFileOutlined />} onClick={() => input.current?.click()} loading={busy} data-testid="entry-attachment-add">
              {t('attachments.add')}
            </Button>
          </>
        )}
      </Stack>
      <ProblemAlert error={problem} />
      {entry.attachments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('attachments.empty')}
        </Typography>
      ) : (
        <List dense>
          {entry.attachments.map((a) => (
            <ListItem
              key={a.id}
              data-testid="entry-attachment"
              secondaryAction={
                <>
                  <IconButton onClick={() => void open(a)} aria-label={t('attachments.open', { name: a.filename })}>
                    <OpenInNewOutlined fontSize="small" />
                  </IconButton>
                  {entry.status === 'DRAFT' && can('accounting.write') && (
                    <IconButton onClick={() => void remove(a)} aria-label={t('attachments.remove', { name: a.filename })}>
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  )}
                </>
              }
            >
              <ListItemText primary={a.filename} secondary={t('attachments.size', { kb: Math.max(1, Math.round(a.size / 1024)) })} />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
