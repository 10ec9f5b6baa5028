import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../../app/api';
import { useApiQuery } from '../../app/api/useApiQuery';
import { useAuth } from '../../app/auth/AuthContext';
import { formatDate } from '../../components/dates/isoDate';
import { ConfirmDialog } from '../../components/feedback/ConfirmDialog';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useNotify } from '../../components/feedback/Notifier';
import { ProblemAlert } from '../../components/feedback/ProblemAlert';
import { StatusChip } from '../../components/feedback/StatusChip';
import { DownloadButton } from '../../components/files/DownloadButton';
import { PageHeader } from '../../components/layout/PageHeader';
import { MoneyText } from '../../components/money/MoneyText';
import { ACCESS, PATHS, ROUTES, STATUS_TONES, type Invoice } from './api';
import { InvoiceEditor } from './InvoiceEditor';
import { InvoiceLines } from './InvoiceLines';
import { InvoiceTimeline } from './InvoiceTimeline';
import { CreditNoteDialog, PaymentDialog } from './PaymentDialogs';
import { previewPdf } from './PdfPreview';

const SETTINGS = '/accounting/invoicing/settings';

export function NewInvoicePage() {
  const { t } = useTranslation('invoicing');
  const navigate = useNavigate();
  const notify = useNotify();
  const settings = useApiQuery<{ standardVatRate: string }>(SETTINGS);
  if (!settings.data) return settings.error ? <ProblemAlert error={settings.error} /> : <LoadingState />;
  return (
    <>
      <PageHeader title={t('editor.newTitle')} breadcrumbs={[{ label: t('list.title'), to: ROUTES.invoices }, { label: t('editor.newTitle') }]} />
      <InvoiceEditor
        invoice={null}
        standardVatRate={settings.data.standardVatRate}
        onSaved={(invoice) => {
          notify(t('editor.created', { piece: invoice.pieceNumber }));
          navigate(ROUTES.invoice(invoice.id), { replace: true });
        }}
      />
    </>
  );
}

type Dialog = 'send' | 'pay' | 'credit' | 'cancel' | 'remind' | { reverse: string } | null;

/** One invoice or credit note: its moves, lines, VAT, payments, PDF and history. */
export function InvoicePage() {
  const { t, i18n } = useTranslation('invoicing');
  const language = i18n.resolvedLanguage ?? 'fr';
  const { invoiceId = '' } = useParams();
  const navigate = useNavigate();
  const notify = useNotify();
  const { can } = useAuth();
  const query = useApiQuery<Invoice>(PATHS.invoice(invoiceId));
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState(false);
  const [mail, setMail] = useState(true);
  const [reason, setReason] = useState('');

  if (query.loading && !query.data) return <LoadingState />;
  if (!query.data) return <ProblemAlert error={query.error} />;
  const invoice = query.data;
  const allowed = (a: Invoice['allowedActions'][number]) => invoice.allowedActions.includes(a) && can(ACCESS.writePermission);
  const open = (d: Dialog) => {
    setReason('');
    setDialog(d);
  };
  const post = async (path: string, body: unknown, message: string) => {
    await api.post<Invoice>(path, body);
    notify(message);
    query.reload();
  };
  const reversing = dialog && typeof dialog === 'object' ? invoice.payments.find((p) => p.id === dialog.reverse) : undefined;
  const isCredit = invoice.documentType === 'CREDIT_NOTE';

  return (
    <>
      <PageHeader
        title={`${invoice.pieceNumber} — ${invoice.customerName}`}
        breadcrumbs={[{ label: t('list.title'), to: ROUTES.invoices }, { label: invoice.pieceNumber }]}
        actions={
          <>
            {invoice.pdf.available && can(ACCESS.pdfPermission) && (
              <>
                <Button variant="outlined" onClick={() => void previewPdf(PATHS.action(invoice.id, 'pdf')).catch(() => notify(t('detail.pdfFailed')))} data-testid="invoice-pdf-preview">
                  {t('detail.pdf')}
                </Button>
                <DownloadButton path={PATHS.action(invoice.id, 'pdf')} fallbackName={invoice.pdf.filename ?? 'facture.pdf'} label={t('detail.download')} />
              </>
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        {isCredit ? <Chip size="small" label={t('types.CREDIT_NOTE')} /> : <StatusChip status={invoice.status} labelPrefix="invoicing:status" tones={STATUS_TONES} />}
        {invoice.overdue && <Chip size="small" color="error" label={t('list.overdue')} />}
        {invoice.pdf.facturX && <Chip size="small" variant="outlined" label={t('detail.facturX')} />}
        {invoice.nextReminderLevel && invoice.overdue && <Chip size="small" variant="outlined" label={t('detail.nextReminder', { level: invoice.nextReminderLevel })} />}
      </Stack>
      {invoice.originalInvoice && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('detail.originalInvoice')}{' '}
          <Link component={RouterLink} to={ROUTES.invoice(invoice.originalInvoice.id)}>
            {invoice.originalInvoice.pieceNumber}
          </Link>
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
        {allowed('edit') && !editing && (
          <Button variant="outlined" onClick={() => setEditing(true)} data-testid="invoice-edit">
            {t('detail.edit')}
          </Button>
        )}
        {allowed('send') && (
          <Button variant="contained" onClick={() => open('send')} data-testid="invoice-send">
            {t('detail.send')}
          </Button>
        )}
        {allowed('record-payment') && (
          <Button variant="contained" onClick={() => open('pay')} data-testid="invoice-pay">
            {t('detail.pay')}
          </Button>
        )}
        {allowed('remind') && (
          <Button variant="outlined" onClick={() => open('remind')} data-testid="invoice-remind">
            {t('detail.remind')}
          </Button>
        )}
        {allowed('credit-note') && (
          <Button variant="outlined" color="error" onClick={() => open('credit')} data-testid="invoice-credit">
            {t('detail.credit')}
          </Button>
        )}
        {allowed('cancel') && (
          <Button variant="outlined" color="error" onClick={() => open('cancel')} data-testid="invoice-cancel">
            {t('detail.cancel')}
          </Button>
        )}
      </Stack>
      {editing ? (
        <InvoiceEditor
          invoice={invoice}
          standardVatRate={invoice.vatRate}
          onSaved={() => {
            notify(t('editor.saved'));
            setEditing(false);
            query.reload();
          }}
        />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <InvoiceLines invoice={invoice} onReverse={can(ACCESS.writePermission) && invoice.status !== 'CANCELLED' ? (id) => open({ reverse: id }) : undefined} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper sx={{ p: 2, mb: 2 }} data-testid="invoice-summary">
              <Typography variant="subtitle2" component="h2">
                {t('detail.customerBlock')}
              </Typography>
              <Typography>{invoice.customer.name}</Typography>
              {[invoice.customer.addressLine, [invoice.customer.postalCode, invoice.customer.city].filter(Boolean).join(' '), invoice.customer.taxId, invoice.customer.email]
                .filter(Boolean)
                .map((line) => (
                  <Typography key={line} variant="body2" color="text.secondary">
                    {line}
                  </Typography>
                ))}
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('fields.issueDate')} : {formatDate(invoice.issueDate, language)} — {t('fields.dueDate')} : {formatDate(invoice.dueDate, language)}
              </Typography>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 1 }}>
                <span>{t('fields.amountInclTax')}</span>
                <MoneyText amount={invoice.amountInclTax} currency={invoice.currency} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <span>{t('fields.paid')}</span>
                <MoneyText amount={invoice.paidAmount} currency={invoice.currency} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <span>{t('fields.credited')}</span>
                <MoneyText amount={invoice.creditedAmount} currency={invoice.currency} />
              </Stack>
              <Stack direction="row" sx={{ justifyContent: 'space-between', fontWeight: 600 }} data-testid="invoice-remaining">
                <span>{t('fields.remaining')}</span>
                <MoneyText amount={invoice.remainingAmount} currency={invoice.currency} signed />
              </Stack>
            </Paper>
            <Paper sx={{ p: 2 }}>
              <Typography variant="subtitle2" component="h2">
                {t('detail.timeline')}
              </Typography>
              <InvoiceTimeline invoice={invoice} />
            </Paper>
          </Grid>
        </Grid>
      )}
      <ConfirmDialog
        open={dialog === 'send'}
        title={t('detail.sendTitle', { piece: invoice.pieceNumber })}
        message={
          <Stack spacing={1}>
            <span>{t('detail.sendMessage')}</span>
            {invoice.customer.email && <FormControlLabel control={<Switch checked={mail} onChange={(e) => setMail(e.target.checked)} />} label={t('detail.sendMail', { email: invoice.customer.email })} />}
          </Stack>
        }
        confirmLabel={t('detail.send')}
        onConfirm={() => post(PATHS.action(invoice.id, 'send'), { mail: Boolean(invoice.customer.email) && mail }, t('detail.sent', { piece: invoice.pieceNumber }))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'remind'}
        title={t('detail.remind')}
        message={invoice.customer.email ?? ''}
        confirmLabel={t('detail.remind')}
        onConfirm={() => post(PATHS.action(invoice.id, 'remind'), undefined, t('detail.reminded'))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={dialog === 'cancel'}
        title={t('detail.cancelTitle', { piece: invoice.pieceNumber })}
        destructive
        message={
          <Stack spacing={2} sx={{ pt: 1 }}>
            <span>{t('detail.cancelMessage')}</span>
            <TextField label={t('detail.cancelReason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          </Stack>
        }
        confirmLabel={t('detail.cancel')}
        onConfirm={() => post(PATHS.action(invoice.id, 'cancel'), { reason: reason.trim() || undefined }, t('detail.cancelled'))}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        open={Boolean(reversing)}
        title={t('detail.reverseTitle', { amount: reversing?.amount ?? '' })}
        destructive
        message={
          <Stack spacing={2} sx={{ pt: 1 }}>
            <span>{t('detail.reverseMessage')}</span>
            <TextField label={t('detail.reverseReason')} value={reason} onChange={(e) => setReason(e.target.value)} slotProps={{ htmlInput: { maxLength: 500 } }} />
          </Stack>
        }
        confirmLabel={t('detail.reverse')}
        onConfirm={() => post(PATHS.reversePayment(invoice.id, reversing?.id ?? ''), { reason: reason.trim() || undefined }, t('detail.reversed'))}
        onClose={() => setDialog(null)}
      />
      {dialog === 'pay' && (
        <PaymentDialog
          invoice={invoice}
          open
          onClose={() => setDialog(null)}
          onDone={() => {
            notify(t('payment.recorded'));
            query.reload();
          }}
        />
      )}
      {dialog === 'credit' && (
        <CreditNoteDialog
          invoice={invoice}
          open
          onClose={() => setDialog(null)}
          onDone={(note) => {
            notify(t('creditNote.issued', { piece: note.pieceNumber }));
            navigate(ROUTES.invoice(note.id));
          }}
        />
      )}
    </>
  );
}
