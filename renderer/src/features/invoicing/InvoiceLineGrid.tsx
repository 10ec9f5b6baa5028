import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/form/FormTextField';
import { MoneyText } from '../../components/money/MoneyText';
import { formatMoney } from '../../components/money/moneyText';
import { useCurrency } from '../../components/money/useCurrency';
import { centsText, EMPTY_LINE, liveAmounts, type InvoiceValues } from './invoiceForm';

/** The lines of a draft invoice, with the totals (VAT by rate) recomputed as the user types. */
export function InvoiceLineGrid({ form }: { form: UseFormReturn<InvoiceValues> }) {
  const { t, i18n } = useTranslation('invoicing');
  const language = i18n.resolvedLanguage ?? 'fr';
  const currency = useCurrency();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const values = useWatch({ control: form.control }) as InvoiceValues;
  const amounts = liveAmounts({ ...values, lines: values.lines ?? [], vatRate: values.vatRate ?? '' });
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  const input = (name: string, n: number) => ({ htmlInput: { 'aria-label': `${t(`editor.line.${name}`)} ${n}`, 'data-testid': `line-${n}-${name}` } });

  return (
    <Box>
      <Table size="small" aria-label={t('editor.lines')} data-testid="invoice-lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40 }}>#</TableCell>
            <TableCell sx={{ minWidth: 240 }}>{t('editor.line.description')}</TableCell>
            <TableCell sx={{ width: 110 }}>{t('editor.line.quantity')}</TableCell>
            <TableCell sx={{ width: 170 }}>{t('editor.line.unitPrice')}</TableCell>
            <TableCell sx={{ width: 100 }}>{t('editor.line.vatRate')}</TableCell>
            <TableCell sx={{ width: 150 }} align="right">
              {t('editor.line.amount')}
            </TableCell>
            <TableCell sx={{ width: 48 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field, index) => (
            <TableRow key={field.id}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>
                <FormTextField control={form.control} name={`lines.${index}.description`} size="small" fullWidth slotProps={input('description', index + 1)} />
              </TableCell>
              <TableCell>
                <FormTextField control={form.control} name={`lines.${index}.quantity`} size="small" fullWidth slotProps={input('quantity', index + 1)} />
              </TableCell>
              <TableCell>
                <FormTextField control={form.control} name={`lines.${index}.unitPrice`} size="small" fullWidth slotProps={input('unitPrice', index + 1)} />
              </TableCell>
              <TableCell>
                <FormTextField control={form.control} name={`lines.${index}.vatRate`} size="small" fullWidth placeholder={values.vatRate} slotProps={input('vatRate', index + 1)} />
              </TableCell>
              <TableCell align="right" data-testid={`line-${index + 1}-amount`}>
                <MoneyText amount={centsText(amounts.lineNets[index] ?? 0)} />
              </TableCell>
              <TableCell>
                <IconButton aria-label={t('editor.removeLine', { n: index + 1 })} onClick={() => remove(index)} disabled={fields.length === 1} size="small">
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={5} align="right">
              {t('fields.amountExclTax')}
            </TableCell>
            <TableCell align="right" data-testid="invoice-total-excl">
              <MoneyText amount={centsText(amounts.amountExclTaxCents)} />
            </TableCell>
            <TableCell />
          </TableRow>
          {amounts.vatBreakdown.map((g) => (
            <TableRow key={g.rate}>
              <TableCell colSpan={5} align="right">
                {t('editor.vatOf', { rate: Number(g.rate).toLocaleString(language), base: formatMoney(centsText(g.baseCents), currency, language) })}
              </TableCell>
              <TableCell align="right">
                <MoneyText amount={centsText(g.vatCents)} />
              </TableCell>
              <TableCell />
            </TableRow>
          ))}
          <TableRow>
            <TableCell colSpan={5} align="right" sx={{ fontWeight: 600 }}>
              {t('fields.amountInclTax')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="invoice-total-incl">
              <MoneyText amount={centsText(amounts.amountInclTaxCents)} />
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
      {linesError && (
        <Box role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {linesError}
        </Box>
      )}
      <Button startIcon={<AddOutlined />} onClick={() => append({ ...EMPTY_LINE })} sx={{ mt: 1 }} data-testid="invoice-add-line">
        {t('editor.addLine')}
      </Button>
    </Box>
  );
}
