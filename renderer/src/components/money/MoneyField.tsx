import { useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAmountInput, parseAmountInput } from './moneyText';
import { useCurrency } from './useCurrency';

export type MoneyFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** API decimal string ("1180.00"), or '' when empty. */
  value: string;
  /** Receives the API decimal string, or the raw text when it is not a valid amount. */
  onChange: (value: string) => void;
  currency?: string;
};

const WIRE_AMOUNT = /^-?\d+\.\d{2}$/;

function currencySymbol(currency: string, language: string): string {
  const parts = new Intl.NumberFormat(language, { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

/**
 * Amount input in the tenant's currency: grouped digits when not focused, free typing when
 * focused, no decimals accepted for XOF. Emits the API's decimal string.
 */
export function MoneyField({
  value,
  onChange,
  currency,
  error,
  helperText,
  onBlur,
  onFocus,
  ...props
}: MoneyFieldProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'fr';
  const tenantCurrency = useCurrency();
  const code = currency ?? tenantCurrency;
  // While focused the field shows what is typed; otherwise the value, grouped the local way.
  const [typing, setTyping] = useState<string | null>(null);
  const isAmount = WIRE_AMOUNT.test(value);
  const shown = typing ?? (isAmount ? formatAmountInput(value, code, language) : value);
  const parsed = value === '' || isAmount ? null : parseAmountInput(value, code, language);
  const localError =
    parsed && !parsed.ok && parsed.reason !== 'empty'
      ? t(`common:money.invalid.${parsed.reason}`, { currency: code ?? '' })
      : null;

  const handleChange = (next: string) => {
    setTyping(next);
    const result = parseAmountInput(next, code, language);
    if (result.ok) onChange(result.value);
    else onChange(result.reason === 'empty' ? '' : next);
  };

  return (
    <TextField
      {...props}
      value={shown}
      onChange={(event) => handleChange(event.target.value)}
      onFocus={(event) => {
        setTyping(shown);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(null);
        onBlur?.(event);
      }}
      error={Boolean(error) || localError !== null}
      helperText={localError ?? helperText}
      slotProps={{
        ...props.slotProps,
        htmlInput: {
          ...(props.slotProps?.htmlInput as object | undefined),
          inputMode: 'decimal',
          // Room for "100 000 000" beside the currency: a narrow cell grows rather than cutting digits.
          style: { textAlign: 'right', fontVariantNumeric: 'tabular-nums', minWidth: '11ch' },
        },
        input: code
          ? { endAdornment: <InputAdornment position="end">{currencySymbol(code, language)}</InputAdornment> }
          : undefined,
      }}
    />
  );
}

export type FormMoneyFieldProps<T extends FieldValues> = Omit<
  MoneyFieldProps,
  'value' | 'onChange' | 'name'
> & {
  name: FieldPath<T>;
  control: Control<T>;
};

/** MoneyField bound to react-hook-form (server field errors included). */
export function FormMoneyField<T extends FieldValues>({
  name,
  control,
  helperText,
  ...props
}: FormMoneyFieldProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <MoneyField
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
