import type { Cents } from '../../../../shared/money';
import type { ProrationMethod } from './calendar';
import type { PayPeriod } from './input';
import type { Country } from './schema/primitives';

/** What computePayslip returns: every amount in integer cents, every rate a decimal string (percent). */

export type EarningKind = 'BASE' | 'ABSENCE' | 'OVERTIME' | 'BONUS' | 'BENEFIT_IN_KIND';

export interface EarningLine {
  kind: EarningKind;
  code: string;
  labelFr: string;
  labelEn: string;
  /** Signed: an unpaid absence is negative. */
  amount: Cents;
  /** In the contributions' gross. */
  contributory: boolean;
  /** In the taxable income. */
  taxable: boolean;
  /** Paid in money (a benefit in kind is not). */
  paid: boolean;
  /** Charge account debited for it (null for a benefit in kind, recorded where it was spent). */
  account: string | null;
  /** Hours or days, when the line is a quantity times a rate. */
  quantity?: string;
  ratePercent?: string;
}

export interface ContributionLine {
  /** The rule set's line code (both shares of one contribution). */
  code: string;
  labelFr: string;
  labelEn: string;
  body: string;
  nature: 'SOCIAL' | 'TAX';
  /** The base both shares apply to; null for a flat amount. */
  base: Cents | null;
  employeeRate: string | null;
  employerRate: string | null;
  employeeAmount: Cents;
  employerAmount: Cents;
  /** Rule codes of the shares, for the audit of an entry. */
  rules: string[];
}

export interface IncomeTaxLine {
  code: string;
  labelFr: string;
  labelEn: string;
  body: string;
  /** Account credited with the amount withheld (447x / 4421). */
  account: string;
  /** The monthly base the tax was computed from (taxable gross or net taxable). */
  base: Cents;
  amount: Cents;
  details: {
    period: 'MONTHLY' | 'ANNUAL';
    /** The base in the tax's period after abatement and rounding (annual for an annual tax). */
    periodBase: Cents;
    abatement: Cents;
    grossTax: Cents;
    familyReduction: Cents;
    familyParts?: string;
    rate?: string;
  };
}

export interface JournalPosting {
  account: string;
  label: string;
  debit: Cents;
  credit: Cents;
  /** The employee's ref on the net-pay line; null elsewhere. */
  thirdParty: string | null;
}

export interface Payslip {
  employeeRef: string;
  country: Country;
  currency: string;
  period: PayPeriod;
  /** effectiveFrom of the shipped version the rules came from. */
  ruleSetFrom: string;
  presence: {
    method: ProrationMethod;
    daysInPeriod: number;
    daysPresent: number;
    unpaidAbsenceDays: string;
    firstDay: string;
    lastDay: string;
  };
  /** The contract's monthly salary. */
  baseSalary: Cents;
  /** The salary for the days present. */
  proratedBase: Cents;
  earnings: EarningLine[];
  /** Gross subject to contributions: salary, overtime, contributory bonuses, benefits in kind, less absences. */
  adjustedGross: Cents;
  taxableGross: Cents;
  /** Taxable gross less the deductible employee contributions: the taxable income. */
  netTaxable: Cents;
  contributions: ContributionLine[];
  employeeContributions: Cents;
  /** Employer social contributions and payroll taxes. */
  employerContributions: Cents;
  incomeTaxes: IncomeTaxLine[];
  incomeTax: Cents;
  advances: Cents;
  /** Money paid to the employee: earnings paid less employee contributions, income tax and advances. */
  netPay: Cents;
  /** Every earning (benefits in kind at their value) plus the employer contributions. */
  employerCost: Cents;
  /** This entry's share of the run's journal entry, balanced on its own. */
  journal: JournalPosting[];
}
