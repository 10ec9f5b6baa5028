import { formatCents } from '../../../../shared/money';
import type { VatDeclaration } from './vat';

/**
 * The electronic VAT file: one row per account feeding the return, then the boxes of the return
 * (collected, deductible, payable, credit carried forward), each with the period.
 */
export const VAT_EXPORT_HEADER = ['periodStart', 'periodEnd', 'box', 'accountCode', 'label', 'amount'] as const;

export function vatExportRows(vat: VatDeclaration): string[][] {
  const row = (box: string, accountCode: string, label: string, cents: number) => [vat.from, vat.to, box, accountCode, label, formatCents(cents)];
  return [
    ...vat.accounts.map((a) => row(a.kind, a.accountCode, a.accountTitle ?? '', a.amount)),
    row('COLLECTED_VAT', '', 'TVA collectée', vat.collectedVat),
    row('DEDUCTIBLE_VAT', '', 'TVA déductible', vat.deductibleVat),
    row('VAT_PAYABLE', '', 'TVA nette à payer', vat.vatPayable),
    row('CREDIT_TO_CARRY_FORWARD', '', 'Crédit de TVA à reporter', vat.creditToCarryForward),
  ];
}

export const SOCIAL_EXPORT_HEADER = [
  'socialBody',
  'period',
  'startDate',
  'endDate',
  'employeeCount',
  'grossPayroll',
  'employerContributions',
  'employeeContributions',
  'totalContributions',
] as const;

export function socialExportRow(d: {
  socialBody: string;
  period: string;
  startDate: string;
  endDate: string;
  employeeCount: number;
  grossPayroll: number;
  employerContributions: number;
  employeeContributions: number;
  totalContributions: number;
}): (string | number)[] {
  return [
    d.socialBody,
    d.period,
    d.startDate,
    d.endDate,
    d.employeeCount,
    formatCents(d.grossPayroll),
    formatCents(d.employerContributions),
    formatCents(d.employeeContributions),
    formatCents(d.totalContributions),
  ];
}
