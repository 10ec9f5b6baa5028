import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { IbanProblem } from '../../../../shared/iban';
import {
  BankAccountSchema,
  bicField,
  EmergencyContactSchema,
  ibanField,
  optionalPhone,
  phoneNumber,
  SelfProfileSchema,
} from '../../../../shared/schemas/employees';

const IBAN_PROBLEMS: IbanProblem[] = [
  'EMPTY',
  'UNKNOWN_COUNTRY',
  'LENGTH',
  'FORMAT',
  'CHECK_DIGITS',
  'NATIONAL_KEY',
];

/**
 * The shared rules whose own checks (IBAN, BIC, phone) speak in the interface language; the
 * generic ones (required, length, email) are translated by formResolver from their issue code.
 */
export function useEmployeeSchemas() {
  const { t } = useTranslation('employees');
  return useMemo(() => {
    const phone = optionalPhone(t('validation.phone'));
    const iban = ibanField(Object.fromEntries(IBAN_PROBLEMS.map((p) => [p, t(`validation.iban.${p}`)])));
    return {
      bankAccount: BankAccountSchema.extend({ iban, bic: bicField(t('validation.bic')) }),
      emergencyContact: EmergencyContactSchema.extend({ phone: phoneNumber(t('validation.phone')) }),
      selfProfile: SelfProfileSchema.extend({ phone }),
      phone,
    };
  }, [t]);
}
