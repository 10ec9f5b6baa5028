import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../../components/dates/isoDate';
import { formatMoney } from '../../components/money/moneyText';
import { ROUTES, type Invoice } from './api';

interface Event {
  at: string;
  /** Within a day: creation, sending, entries, payments, reminders, credit notes, cancellation. */
  rank?: number;
  text: string;
  to?: string;
  key: string;
}

/** What happened to an invoice, oldest first: sending, payments, reminders, credit notes, entries. */
export function InvoiceTimeline({ invoice }: { invoice: Invoice }) {
  const { t, i18n } = useTranslation('invoicing');
  const language = i18n.resolvedLanguage ?? 'fr';
  const money = (amount: string) => formatMoney(amount, invoice.currency, language);
  const events: Event[] = [{ at: invoice.createdAt, text: t('timeline.created'), key: 'created' }];
  if (invoice.sentAt) events.push({ at: invoice.sentAt, text: t('timeline.sent'), key: 'sent', rank: 1 });
  for (const p of invoice.payments) {
    events.push({ at: p.paymentDate, text: t('timeline.payment', { amount: money(p.amount), mode: t(`modes.${p.mode}`) }), key: `p${p.id}`, rank: 3 });
    if (p.reversedAt) events.push({ at: p.reversedAt, text: t('timeline.paymentReversed', { amount: money(p.amount) }), key: `r${p.id}`, rank: 3 });
  }
  for (const r of invoice.reminders) events.push({ at: r.sentAt, text: t('timeline.reminder', { level: r.level, to: r.sentTo }), key: `m${r.id}`, rank: 4 });
  for (const c of invoice.creditNotes) events.push({ at: c.issueDate, text: t('timeline.creditNote', { piece: c.pieceNumber, amount: money(c.amountInclTax) }), to: ROUTES.invoice(c.id), key: `c${c.id}`, rank: 5 });
  for (const e of invoice.entries) events.push({ at: e.date, text: t('timeline.entry', { piece: e.pieceNumber, label: e.label }), to: `/accounting/journal/${e.id}`, key: `e${e.id}`, rank: 2 });
  if (invoice.cancelledAt) events.push({ at: invoice.cancelledAt, text: t('timeline.cancelled'), key: 'cancelled', rank: 6 });
  events.sort((a, b) => a.at.slice(0, 10).localeCompare(b.at.slice(0, 10)) || (a.rank ?? 0) - (b.rank ?? 0) || a.at.localeCompare(b.at));

  return (
    <List dense aria-label={t('detail.timeline')} data-testid="invoice-timeline">
      {events.map((e) => (
        <ListItem key={e.key} disableGutters>
          <ListItemText
            primary={
              e.to ? (
                <Link component={RouterLink} to={e.to}>
                  {e.text}
                </Link>
              ) : (
                e.text
              )
            }
            secondary={e.at.length > 10 ? formatDateTime(e.at, language) : formatDate(e.at, language)}
          />
        </ListItem>
      ))}
    </List>
  );
}
