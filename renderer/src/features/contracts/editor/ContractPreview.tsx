import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { textBlocks } from '../../../../../shared/contract-text';
import { api } from '../../../app/api';
import { PREVIEW_PATH, type ContractPreview as ContractPreviewView } from '../api';
import { toPreviewBody, type ContractFormValues } from './contractForm';

/** The text as it will read for this employee and these terms, refreshed as the form changes. */
export function ContractPreview({ values }: { values: ContractFormValues }) {
  const { t } = useTranslation('contracts');
  const [preview, setPreview] = useState<ContractPreviewView | null>(null);
  const key = JSON.stringify(toPreviewBody(values));

  useEffect(() => {
    const body = JSON.parse(key) as ReturnType<typeof toPreviewBody>;
    if (!body.employeeId || !body.body) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      api
        .post<ContractPreviewView>(PREVIEW_PATH, body, { signal: controller.signal })
        .then(setPreview)
        .catch(() => undefined);
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 3, maxHeight: 720, overflow: 'auto', bgcolor: 'background.default' }}
      data-testid="contract-preview"
    >
      <Typography variant="overline" color="text.secondary">
        {t('editor.preview')}
      </Typography>
      {!preview && (
        <Typography variant="body2" color="text.secondary">
          {t('editor.previewEmpty')}
        </Typography>
      )}
      {preview && preview.unknownPlaceholders.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('editor.unknownPlaceholders', {
            list: preview.unknownPlaceholders.map((k) => `{{${k}}}`).join(', '),
          })}
        </Alert>
      )}
      {preview && <ContractText text={preview.text} />}
    </Paper>
  );
}

/** A filled contract text: `#` title, `##` headings, paragraphs. */
export function ContractText({ text }: { text: string }) {
  return (
    <Box sx={{ fontFamily: 'Georgia, serif' }}>
      {textBlocks(text).map((block, index) =>
        block.kind === 'title' ? (
          <Typography
            key={index}
            variant="h5"
            component="h2"
            align="center"
            sx={{ mb: 2, fontFamily: 'inherit' }}
          >
            {block.text}
          </Typography>
        ) : block.kind === 'heading' ? (
          <Typography key={index} variant="subtitle1" sx={{ fontWeight: 700, mt: 2, fontFamily: 'inherit' }}>
            {block.text}
          </Typography>
        ) : (
          <Typography
            key={index}
            variant="body2"
            sx={{ mb: 1.5, whiteSpace: 'pre-line', textAlign: 'justify', fontFamily: 'inherit' }}
          >
            {block.text}
          </Typography>
        ),
      )}
    </Box>
  );
}
