import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { IbanProblem } from '../../../../shared/iban';
import {
  BankAccountSchema,
  bicField,
  CreateEmployeeSchema,
  EmergencyContactSchema,
  ibanField,
  optionalEmail,
  optionalPhone,
  phoneNumber,
  SelfProfileSchema,
  UpdateEmployeeSchema,
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
 * The shared request schemas with their messages in the interface language: the same rules as
 * the server's, worded for the person filling the form.
 */
export function useEmployeeSchemas() {
  const { t } = useTranslation('employees');
  return useMemo(() => {
    const required = (max: number) => z.string().trim().min(1, t('validation.required')).max(max);
    const email = optionalEmail(t('validation.email'));
    const phone = optionalPhone(t('validation.phone'));
    const iban = ibanField(Object.fromEntries(IBAN_PROBLEMS.map((p) => [p, t(`validation.iban.${p}`)])));
    return {
      bankAccount: BankAccountSchema.extend({ iban, bic: bicField(t('validation.bic')) }),
      emergencyContact: EmergencyContactSchema.extend({
        name: required(150),
        relationship: required(60),
        phone: phoneNumber(t('validation.phone')),
      }),
      selfProfile: SelfProfileSchema.extend({ phone, personalEmail: email }),
      create: CreateEmployeeSchema.shape,
      update: { ...UpdateEmployeeSchema.shape, email, personalEmail: email, phone },
      email,
      required,
    };
  }, [t]);
}
