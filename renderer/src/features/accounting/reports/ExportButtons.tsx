import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { Query } from '../../../app/api';
import { DownloadButton } from '../../../components/files/DownloadButton';

export type ExportFormat = 'csv' | 'xlsx' | 'pdf';

/**
 * A report's downloads: CSV (French conventions for a French reader: BOM, « ; », 1 234,56),
 * Excel workbook (numbers as numbers, totals as formulas) and, for the statements, PDF with the
 * previous year side by side.
 */
export function ExportButtons({ path, query, name, formats, testId }: { path: string; query: Query; name: string; formats: readonly ExportFormat[]; testId: string }) {
  const { t } = useTranslation('books');
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {formats.map((format) => (
        <DownloadButton
          key={format}
          path={path}
          query={{ ...query, format }}
          fallbackName={`${name}.${format}`}
          label={t(`exports.${format}`)}
          data-testid={format === 'csv' ? testId : `${testId}-${format}`}
        />
      ))}
    </Stack>
  );
}
