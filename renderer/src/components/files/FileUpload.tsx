import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { ProblemAlert } from '../feedback/ProblemAlert';

export interface FileUploadProps<T> {
  /** Endpoint receiving `multipart/form-data`. */
  path: string;
  /** Name of the file field (the contract uses `file`). */
  field?: string;
  /** Other form fields sent with the file. */
  extraFields?: Record<string, string>;
  /** `accept` of the file input, e.g. ".csv,.xlsx". */
  accept?: string;
  /** Refused before sending when larger (the server refuses too, with PAYLOAD_TOO_LARGE). */
  maxBytes?: number;
  label?: string;
  onUploaded: (result: T) => void;
}

function formatSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${units[unit]}`;
}

/** Pick or drop a file, see the upload's progress, get the server's answer or its error. */
export function FileUpload<T>({
  path,
  field = 'file',
  extraFields,
  accept,
  maxBytes,
  label,
  onUploaded,
}: FileUploadProps<T>) {
  const { t, i18n } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (file: File) => {
    setError(null);
    setTooLarge(null);
    if (maxBytes !== undefined && file.size > maxBytes) {
      setTooLarge(t('common:upload.tooLarge', { max: formatSize(maxBytes, i18n.resolvedLanguage ?? 'fr') }));
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(extraFields ?? {})) form.append(key, value);
    form.append(field, file, file.name);
    setProgress(0);
    try {
      const result = await api.upload<T>(path, form, setProgress);
      onUploaded(result);
    } catch (err) {
      setError(err);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file && progress === null) void send(file);
  };

  return (
    <Box>
      <ProblemAlert error={error} />
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
        }}
      >
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <CloudUploadOutlined color="action" sx={{ fontSize: 40 }} />
          <Typography variant="body2" color="text.secondary">
            {t('common:upload.dropHere')}
          </Typography>
          <Button variant="outlined" component="label" disabled={progress !== null}>
            {label ?? t('common:upload.choose')}
            <input
              ref={input}
              hidden
              type="file"
              accept={accept}
              onChange={(event) => event.target.files?.[0] && void send(event.target.files[0])}
            />
          </Button>
          {tooLarge && (
            <Typography variant="body2" color="error">
              {tooLarge}
            </Typography>
          )}
        </Stack>
        {progress !== null && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progress * 100}
              aria-label={t('common:upload.progress')}
            />
            <Typography variant="caption" color="text.secondary">
              {t('common:upload.percent', { percent: Math.round(progress * 100) })}
            </Typography>
          </Box>
        )}
      </Box>
    </Box>
  );
}
