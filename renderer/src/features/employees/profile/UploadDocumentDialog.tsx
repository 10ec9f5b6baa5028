import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import {
  HR_DOCUMENT_CATEGORIES,
  IDENTITY_DOCUMENT_CATEGORIES,
  documentKindOf,
  type DocumentCategory,
} from '../../../../../shared/employees';
import { DateField } from '../../../components/dates/DateField';
import { FileUpload } from '../../../components/files/FileUpload';
import { documentsPath } from '../api';

const MAX_BYTES = 10 * 1024 * 1024;

/** Category and details first, then the file: sent in one multipart request. */
export function UploadDocumentDialog({
  employeeId,
  open,
  onClose,
  onUploaded,
}: {
  employeeId: string;
  open: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { t } = useTranslation('employees');
  const [category, setCategory] = useState<DocumentCategory>('NATIONAL_ID');
  const [title, setTitle] = useState('');
  const [documentNumber, setDocumentNumber] = useState('');
  const [issueDate, setIssueDate] = useState('');
  const [expiryDate, setExpiryDate] = useState('');
  const identity = documentKindOf(category) === 'IDENTITY';
  const fields: Record<string, string> = { category };
  if (title.trim()) fields.title = title.trim();
  if (documentNumber.trim()) fields.documentNumber = documentNumber.trim();
  if (issueDate) fields.issueDate = issueDate;
  if (expiryDate) fields.expiryDate = expiryDate;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="upload-document-title">
      <DialogTitle id="upload-document-title">{t('documents.upload')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            select
            label={t('documents.category')}
            value={category}
            onChange={(e) => setCategory(e.target.value as DocumentCategory)}
            required
          >
            <ListSubheader>{t('documents.kinds.IDENTITY')}</ListSubheader>
            {IDENTITY_DOCUMENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`documents.categories.${c}`)}
              </MenuItem>
            ))}
            <ListSubheader>{t('documents.kinds.HR')}</ListSubheader>
            {HR_DOCUMENT_CATEGORIES.map((c) => (
              <MenuItem key={c} value={c}>
                {t(`documents.categories.${c}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('documents.documentTitle')}
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            helperText={t('documents.titleHelp')}
          />
          {identity && (
            <TextField
              label={t('documents.number')}
              value={documentNumber}
              onChange={(e) => setDocumentNumber(e.target.value)}
            />
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <DateField label={t('documents.issueDate')} value={issueDate} onChange={setIssueDate} />
            <DateField label={t('documents.expiryDate')} value={expiryDate} onChange={setExpiryDate} />
          </Stack>
          <FileUpload<unknown>
            path={documentsPath(employeeId)}
            extraFields={fields}
            accept=".pdf,.jpg,.jpeg,.png,.webp,.docx"
            maxBytes={MAX_BYTES}
            onUploaded={onUploaded}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
