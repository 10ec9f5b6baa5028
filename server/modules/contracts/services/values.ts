import { contractTypeLabel, frenchDate, frenchHours, frenchMoney, type PlaceholderKey } from '../../../../shared/contract-text';
import type { ContractType } from '../../../../shared/contracts';
import { requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { EmployeeSummary } from '../../employees';

const COUNTRY_NAMES: Record<string, string> = {
  CI: "Côte d'Ivoire",
  SN: 'Sénégal',
  ML: 'Mali',
  BF: 'Burkina Faso',
  NE: 'Niger',
  GN: 'Guinée',
  TG: 'Togo',
  BJ: 'Bénin',
  FR: 'France',
};
const NATIONALITIES: Record<string, string> = {
  CI: 'ivoirienne',
  SN: 'sénégalaise',
  ML: 'malienne',
  BF: 'burkinabè',
  NE: 'nigérienne',
  GN: 'guinéenne',
  TG: 'togolaise',
  BJ: 'béninoise',
  FR: 'française',
};

export function countryName(code: string | null | undefined): string | null {
  return code ? (COUNTRY_NAMES[code] ?? code) : null;
}

export interface Company {
  name: string;
  country: string;
  currency: string;
}

/** The caller's organisation. */
export async function currentCompany(): Promise<Company> {
  const tenant = await port('tenants').findTenantById(requireContext().tenantId as string);
  return { name: tenant?.companyName ?? '', country: tenant?.country ?? 'CI', currency: tenant?.currency ?? 'XOF' };
}

export interface TermsForText {
  reference?: string | null;
  type: ContractType;
  jobTitle?: string | null;
  salary?: number | null;
  currency: string;
  weeklyHours?: number | null;
  startDate?: string | null;
  endDate?: string | null;
  trialPeriodEndDate?: string | null;
  workLocation?: string | null;
}

/** Every placeholder's value for a contract (or a draft being previewed), in French. */
export function placeholderValues(company: Company, employee: EmployeeSummary, terms: TermsForText, today: string): Record<PlaceholderKey, string | null> {
  return {
    'company.name': company.name,
    'company.country': countryName(company.country),
    'employee.fullName': employee.name,
    'employee.firstName': employee.firstName,
    'employee.lastName': employee.lastName,
    'employee.number': employee.employeeNumber,
    'employee.birthDate': frenchDate(employee.birthDate),
    'employee.nationality': employee.nationality ? (NATIONALITIES[employee.nationality] ?? employee.nationality) : null,
    'employee.address': employee.address,
    'contract.reference': terms.reference ?? null,
    'contract.type': contractTypeLabel(terms.type),
    'contract.jobTitle': terms.jobTitle ?? employee.jobTitle,
    'contract.salary': terms.salary === null || terms.salary === undefined ? null : frenchMoney(terms.salary, terms.currency),
    'contract.weeklyHours': frenchHours(terms.weeklyHours),
    'contract.startDate': frenchDate(terms.startDate),
    'contract.endDate': frenchDate(terms.endDate),
    'contract.trialPeriodEndDate': frenchDate(terms.trialPeriodEndDate),
    'contract.workLocation': terms.workLocation ?? null,
    today: frenchDate(today),
  };
}
