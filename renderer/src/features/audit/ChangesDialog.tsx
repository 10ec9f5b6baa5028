import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../components/dates/isoDate';
import type { AuditEventRecord } from './api';
import { fieldLabel, readableValue } from './readable';

/** The field-by-field changes of one audit event. */
export function ChangesDialog({ event, onClose }: { event: AuditEventRecord | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('audit');
  const language = i18n.resolvedLanguage ?? 'fr';
  const show = (value: unknown, field: string) => readableValue(t, language, value, event?.references, field);
  return (
    <Dialog open={event !== null} onClose={onClose} maxWidth="md" aria-labelledby="audit-changes-title">
      {event && (
        <>
          <DialogTitle id="audit-changes-title">
            {t(`actions.${event.action}`, { defaultValue: event.action })} ·{' '}
            {t(`entityTypes.${event.entityType}`, { defaultValue: event.entityType })}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('changes.summary', {
                actor: event.actor.name ?? event.actor.label ?? t(`actorTypes.${event.actor.type}`),
                date: formatDateTime(event.occurredAt, language),
                record:
                  event.references[event.entityId] ??
                  t(`entityTypes.${event.entityType}`, { defaultValue: event.entityType }),
              })}
            </Typography>
            {event.changes.length === 0 ? (
              <Typography>{t('changes.none')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('changes.field')}</TableCell>
                    <TableCell>{t('changes.before')}</TableCell>
                    <TableCell>{t('changes.after')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {event.changes.map((change) => (
                    <TableRow key={change.field}>
                      <TableCell>{fieldLabel(t, change.field)}</TableCell>
                      <TableCell sx={{ color: 'error.main', wordBreak: 'break-word' }}>
                        {show(change.before, change.field)}
                      </TableCell>
                      <TableCell sx={{ color: 'success.dark', wordBreak: 'break-word' }}>
                        {show(change.after, change.field)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common:actions.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
