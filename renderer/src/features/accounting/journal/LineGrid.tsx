import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useEffect, useRef } from 'react';
import { Controller, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatCents } from '../../../../../shared/money';
import { FormTextField } from '../../../components/form/FormTextField';
import { MoneyField } from '../../../components/money/MoneyField';
import { MoneyText } from '../../../components/money/MoneyText';
import { AccountAutocomplete } from '../chart/AccountAutocomplete';
import { balanceOf, EMPTY_LINE, type EntryValues } from './entryForm';

/**
 * The lines of an entry being written: account (autocomplete), label, debit or credit; the
 * totals and the live difference below, naming the side that is short. A new line is
 * prefilled with what balances the entry.
 */
export function LineGrid({ form, disabled }: { form: UseFormReturn<EntryValues>; disabled?: boolean }) {
  const { t } = useTranslation('ledger');
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'lines' });
  const lines = useWatch({ control: form.control, name: 'lines' }) ?? [];
  const balance = balanceOf(lines);
  const linesError = form.formState.errors.lines?.root?.message ?? form.formState.errors.lines?.message;
  /** A line whose account Enter asked for before the line was rendered: focused once it is. */
  const pendingFocus = useRef<number | null>(null);

  const focusAccount = (index: number): boolean => {
    const input = document.querySelector<HTMLInputElement>(`input[data-testid="line-account-${index}"]`);
    input?.focus();
    return input !== null;
  };

  useEffect(() => {
    if (pendingFocus.current !== null && focusAccount(pendingFocus.current)) pendingFocus.current = null;
  });

  const addLine = () => {
    // The form's current values, not the last render's: a keystroke just before Enter counts.
    const now = balanceOf(form.getValues('lines'));
    const missing = now.missingCents > 0 ? formatCents(now.missingCents) : '';
    append({
      ...EMPTY_LINE,
      debit: now.missingSide === 'DEBIT' ? missing : '',
      credit: now.missingSide === 'CREDIT' ? missing : '',
    });
  };

  /** The last line, still without amounts, is offered what balances the entry. */
  const proposeBalance = (target: number) => {
    const all = form.getValues('lines');
    const line = all[target];
    if (target !== all.length - 1 || !line || line.debit || line.credit) return;
    const now = balanceOf(all);
    if (now.missingSide === null) return;
    form.setValue(`lines.${target}.${now.missingSide === 'DEBIT' ? 'debit' : 'credit'}`, formatCents(now.missingCents));
  };

  /**
   * Keyboard entry: Tab walks through a line; Enter in one of its fields (not in the account
   * list, where Enter picks the account) goes to the next line's account, adding a line after the
   * last one; the last line is proposed the balancing amount.
   */
  const onLineEnter = (event: React.KeyboardEvent, index: number) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || disabled || target.tagName !== 'INPUT' || target.getAttribute('role') === 'combobox') return;
    event.preventDefault();
    if (index === fields.length - 1) addLine();
    else proposeBalance(index + 1);
    if (!focusAccount(index + 1)) pendingFocus.current = index + 1;
  };

  return (
    <Box>
      <Table size="small" aria-label={t('entry.lines')} data-testid="entry-lines">
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 40 }}>#</TableCell>
            <TableCell sx={{ minWidth: 220 }}>{t('entry.fields.account')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{t('entry.fields.lineLabel')}</TableCell>
            <TableCell sx={{ minWidth: 140 }}>{t('entry.fields.thirdParty')}</TableCell>
            <TableCell sx={{ width: 150 }}>{t('books:fields.dueDate')}</TableCell>
            <TableCell sx={{ width: 170 }} align="right">
              {t('entry.fields.debit')}
            </TableCell>
            <TableCell sx={{ width: 170 }} align="right">
              {t('entry.fields.credit')}
            </TableCell>
            <TableCell sx={{ width: 48 }} />
          </TableRow>
        </TableHead>
        <TableBody>
          {fields.map((field, index) => (
            <TableRow key={field.id} data-testid={`entry-line-${index}`} onKeyDown={(event) => onLineEnter(event, index)}>
              <TableCell>{index + 1}</TableCell>
              <TableCell>
                <Controller
                  control={form.control}
                  name={`lines.${index}.accountCode`}
                  render={({ field: account, fieldState }) => (
                    <AccountAutocomplete
                      value={account.value}
                      title={lines[index]?.accountTitle}
                      onChange={(option) => {
                        account.onChange(option?.code ?? '');
                        form.setValue(`lines.${index}.accountTitle`, option?.title ?? null);
                      }}
                      error={Boolean(fieldState.error)}
                      helperText={fieldState.error?.message}
                      testId={`line-account-${index}`}
                      ariaLabel={t('entry.lineField', { field: t('entry.fields.account'), line: index + 1 })}
                    />
                  )}
                />
              </TableCell>
              <TableCell>
                <FormTextField
                  control={form.control}
                  name={`lines.${index}.label`}
                  size="small"
                  fullWidth
                  disabled={disabled}
                  slotProps={{
                    htmlInput: {
                      'aria-label': t('entry.lineField', {
                        field: t('entry.fields.lineLabel'),
                        line: index + 1,
                      }),
                    },
                  }}
                />
              </TableCell>
              <TableCell>
                <FormTextField
                  control={form.control}
                  name={`lines.${index}.thirdParty`}
                  size="small"
                  fullWidth
                  disabled={disabled}
                  slotProps={{ htmlInput: { 'aria-label': t('entry.lineField', { field: t('entry.fields.thirdParty'), line: index + 1 }), 'data-testid': `line-third-party-${index}` } }}
                />
              </TableCell>
              <TableCell>
                <FormTextField
                  control={form.control}
                  name={`lines.${index}.dueDate`}
                  type="date"
                  size="small"
                  fullWidth
                  disabled={disabled}
                  slotProps={{ htmlInput: { 'aria-label': t('entry.lineField', { field: t('books:fields.dueDate'), line: index + 1 }) } }}
                />
              </TableCell>
              {(['debit', 'credit'] as const).map((side) => (
                <TableCell key={side}>
                  <Controller
                    control={form.control}
                    name={`lines.${index}.${side}`}
                    render={({ field: amount, fieldState }) => (
                      <MoneyField
                        size="small"
                        value={amount.value}
                        onChange={(value) => {
                          amount.onChange(value);
                          // A line carries one side: typing a debit clears the credit, and back.
                          if (value)
                            form.setValue(`lines.${index}.${side === 'debit' ? 'credit' : 'debit'}`, '');
                        }}
                        onBlur={amount.onBlur}
                        error={Boolean(fieldState.error)}
                        helperText={fieldState.error?.message}
                        disabled={disabled}
                        slotProps={{
                          htmlInput: {
                            'aria-label': t('entry.lineField', {
                              field: t(`entry.fields.${side}`),
                              line: index + 1,
                            }),
                          },
                        }}
                        data-testid={`line-${side}-${index}`}
                      />
                    )}
                  />
                </TableCell>
              ))}
              <TableCell>
                <Tooltip title={t('entry.removeLine')}>
                  <span>
                    <IconButton
                      size="small"
                      onClick={() => remove(index)}
                      disabled={disabled || fields.length <= 2}
                      aria-label={t('entry.removeLine')}
                    >
                      <DeleteOutline fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={5} sx={{ fontWeight: 600 }}>
              {t('entry.totals')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="entry-total-debit">
              <MoneyText amount={formatCents(balance.totalDebit)} />
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="entry-total-credit">
              <MoneyText amount={formatCents(balance.totalCredit)} />
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mt: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button
          startIcon={<AddOutlined />}
          onClick={addLine}
          disabled={disabled}
          data-testid="entry-add-line"
        >
          {t('entry.addLine')}
        </Button>
        {balance.missingSide ? (
          <Chip
            color="warning"
            data-testid="entry-difference"
            data-balanced="false"
            label={
              <>
                {t(`entry.difference.${balance.missingSide}`)}{' '}
                <MoneyText amount={formatCents(balance.missingCents)} />
              </>
            }
          />
        ) : (
          <Chip
            color="success"
            variant="outlined"
            data-testid="entry-difference"
            data-balanced="true"
            label={t('entry.balanced')}
          />
        )}
      </Stack>
      {linesError && (
        <Box role="alert" sx={{ color: 'error.main', mt: 1, fontSize: '0.875rem' }}>
          {linesError}
        </Box>
      )}
    </Box>
  );
}
