import { useState } from 'react';
import Card from '@mui/material/Card';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiProblem } from '../../../app/api';
import type { ListEnvelope } from '../../../app/api/types';
import { useApiQuery } from '../../../app/api/useApiQuery';
import { formatDateTime } from '../../../components/dates/isoDate';
import { EmptyState } from '../../../components/feedback/EmptyState';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { ProblemAlert } from '../../../components/feedback/ProblemAlert';
import { fieldLabel, readableValue } from '../../audit/readable';
import { useDepartments } from '../directory/useDepartments';

interface HistoryEvent {
  id: string;
  action: string;
  actor: { type: string; label: string | null; name: string | null };
  occurredAt: string;
  changes: Array<{ field: string; before: unknown; after: unknown }>;
  references: Record<string, string>;
}

const REDACTED = '[redacted]';

const PAGE_SIZES = [25, 50, 100];

/**
 * The profile's history from the audit trail (creation, profile changes, lifecycle moves,
 * documents), newest first, paged by the server.
 */
export function HistoryTab({ employeeId }: { employeeId: string }) {
  const { t, i18n } = useTranslation('employees');
  const { departments } = useDepartments();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0]);
  const query = useApiQuery<ListEnvelope<HistoryEvent>>(`/audit/EMPLOYEE/${employeeId}`, { page, pageSize });
  const language = i18n.resolvedLanguage ?? 'fr';
  if (query.loading && !query.data) return <LoadingState />;
  const missing = isApiProblem(query.error) && query.error.code === 'NOT_FOUND';
  if (query.error && !missing) return <ProblemAlert error={query.error} />;
  const events = query.data?.items ?? [];
  if (!events.length) return <EmptyState title={t('history.empty')} />;
  const label = (field: string) => t(`history.fields.${field}`, { defaultValue: fieldLabel(t, field) });
  const departmentName = new Map(departments.map((d) => [d.id, d.name]));
  /** A recorded value as a person reads it: labels for codes, names for people and departments, no raw ids. */
  const shown = (field: string, value: unknown, references: Record<string, string>): string => {
    if (value === null || value === undefined || value === '') return '—';
    if (value === REDACTED) return t('history.redacted');
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    if (field === 'status') return t(`status.${text}`, { defaultValue: text });
    if (field === 'category') return t(`documents.categories.${text}`, { defaultValue: text });
    if (field === 'kind') return t(`documents.kinds.${text}`, { defaultValue: text });
    if (field === 'departmentId') return departmentName.get(text) ?? t('departments.unknown');
    return readableValue(t, language, value, references, field);
  };
  return (
    <Card>
      <Table size="small" aria-label={t('tabs.history')} data-testid="history-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.when')}</TableCell>
            <TableCell>{t('history.who')}</TableCell>
            <TableCell>{t('history.what')}</TableCell>
            <TableCell>{t('history.changes')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((e) => (
            <TableRow key={e.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(e.occurredAt, language)}</TableCell>
              <TableCell>
                {e.actor.name ?? e.actor.label ?? t(`history.actors.${e.actor.type}`, { defaultValue: e.actor.type })}
              </TableCell>
              <TableCell>{t(`history.actions.${e.action}`, { defaultValue: e.action })}</TableCell>
              <TableCell>
                {e.changes.map((c) => (
                  <Typography key={c.field} variant="body2">
                    <strong>{label(c.field)}</strong> :{' '}
                    {e.action === 'CREATE' || e.action === 'DOCUMENT_ADDED'
                      ? shown(c.field, c.after, e.references)
                      : `${shown(c.field, c.before, e.references)} → ${shown(c.field, c.after, e.references)}`}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={query.data?.total ?? 0}
        page={page - 1}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        onPageChange={(_event, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPageSize(Number(event.target.value));
          setPage(1);
        }}
      />
    </Card>
  );
}
