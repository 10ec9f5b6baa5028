import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../components/dates/isoDate';
import { MoneyText } from '../../components/money/MoneyText';
import { formatMoney } from '../../components/money/moneyText';
import type { Invoice } from './api';

/** The frozen content of an invoice: lines, VAT by rate, totals, and its payments. */
export function InvoiceLines({ invoice, onReverse }: { invoice: Invoice; onReverse?: (paymentId: string) => void }) {
  const { t, i18n } = useTranslation('invoicing');
  const language = i18n.resolvedLanguage ?? 'fr';
  const money = (amount: string) => <MoneyText amount={amount} currency={invoice.currency} />;
  return (
    <>
      <Paper sx={{ p: 2, mb: 2, overflowX: 'auto' }}>
        <Typography variant="subtitle2" component="h2">
          {t('detail.lines')}
        </Typography>
        <Table size="small" aria-label={t('detail.lines')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('editor.line.description')}</TableCell>
              <TableCell align="right">{t('editor.line.quantity')}</TableCell>
              <TableCell align="right">{t('editor.line.unitPrice')}</TableCell>
              <TableCell align="right">{t('editor.line.vatRate')}</TableCell>
              <TableCell align="right">{t('editor.line.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.lines.map((l) => (
              <TableRow key={l.id}>
                <TableCell>{l.description}</TableCell>
                <TableCell align="right">{l.quantity}</TableCell>
                <TableCell align="right">{money(l.unitPrice)}</TableCell>
                <TableCell align="right">{l.vatRate}</TableCell>
                <TableCell align="right">{money(l.amountExclTax)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right">
                {t('fields.amountExclTax')}
              </TableCell>
              <TableCell align="right">{money(invoice.amountExclTax)}</TableCell>
            </TableRow>
            {invoice.vatBreakdown.map((g) => (
              <TableRow key={g.rate}>
                <TableCell colSpan={4} align="right">
                  {t('editor.vatOf', { rate: Number(g.rate).toLocaleString(language), base: formatMoney(g.base, invoice.currency, language) })}
                </TableCell>
                <TableCell align="right">{money(g.vat)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell colSpan={4} align="right" sx={{ fontWeight: 600 }}>
                {t('fields.amountInclTax')}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="invoice-total">
                {money(invoice.amountInclTax)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </Paper>
      {invoice.payments.length > 0 && (
        <Paper sx={{ p: 2, overflowX: 'auto' }}>
          <Typography variant="subtitle2" component="h2">
            {t('detail.payments')}
          </Typography>
          <Table size="small" aria-label={t('detail.payments')} data-testid="invoice-payments">
            <TableHead>
              <TableRow>
                <TableCell>{t('payment.date')}</TableCell>
                <TableCell>{t('payment.mode')}</TableCell>
                <TableCell>{t('payment.reference')}</TableCell>
                <TableCell align="right">{t('payment.amount')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {invoice.payments.map((p) => (
                <TableRow key={p.id} sx={{ textDecoration: p.reversedAt ? 'line-through' : undefined }}>
                  <TableCell>{formatDate(p.paymentDate, language)}</TableCell>
                  <TableCell>{[t(`modes.${p.mode}`), p.bankAccount?.title].filter(Boolean).join(' — ')}</TableCell>
                  <TableCell>{p.reference ?? ''}</TableCell>
                  <TableCell align="right">{money(p.amount)}</TableCell>
                  <TableCell align="right">
                    {onReverse && !p.reversedAt && (
                      <Tooltip title={t('detail.reverse')}>
                        <IconButton size="small" aria-label={t('detail.reverse')} onClick={() => onReverse(p.id)}>
                          <UndoOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
    </>
  );
}
