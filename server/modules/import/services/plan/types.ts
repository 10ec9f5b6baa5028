import type { DepartmentRecord, EmployeeImportPlan, EmployeeKey, PlannedEmployeeRow } from '../../../employees';
import type { ResourceRecord, ResourceTypeRecord } from '../../../booking';
import type { ImportedContract } from '../../../contracts';
import type { HolidayRecord } from '../../../leave';
import type { SheetName } from '../../sheets/definitions';

export const SEVERITIES = ['ERROR', 'WARNING'] as const;
export type Severity = (typeof SEVERITIES)[number];
export const ROW_ACTIONS = ['CREATE', 'UPDATE', 'SKIP', 'ERROR'] as const;
export type RowAction = (typeof ROW_ACTIONS)[number];

/** One finding: where a user finds it in the workbook (header = row 1, column letters) and what. */
export interface Issue {
  sheet: string;
  row: number;
  column: string | null;
  message: string;
  severity: Severity;
}

export interface ActionLine {
  sheet: SheetName;
  row: number;
  action: RowAction;
}

/** What the tenant already holds, read through the other modules' ports before planning. */
export interface Existing {
  tenant: { id: string; companyName: string; country: string; settings: Record<string, unknown> };
  departments: DepartmentRecord[];
  employees: EmployeeKey[];
  holidays: HolidayRecord[];
  types: ResourceTypeRecord[];
  resources: ResourceRecord[];
  contracts: Array<{ id: string; reference: string; employeeId: string }>;
  payrollKeys: Map<string, string>;
}

/** A reference resolved at planning: a record already there, or a row of an earlier sheet (by its key). */
export type Ref = { id: string } | { key: string };

export interface OrganisationStep {
  row: number;
  changes: { companyName?: string; settings?: Record<string, unknown> };
}
export interface DepartmentStep {
  row: number;
  id: string | null;
  code: string;
  name: string;
  parent: Ref | null;
}
export interface HolidayStep {
  row: number;
  id: string | null;
  date: string;
  name: string;
}
export interface TypeStep {
  row: number;
  id: string | null;
  input: Omit<ResourceTypeRecord, 'id'>;
}
export interface ResourceStep {
  row: number;
  id: string | null;
  input: Omit<ResourceRecord, 'id' | 'typeId'>;
  type: Ref;
}
export interface ContractStep {
  row: number;
  input: Omit<ImportedContract, 'employeeId'>;
  employee: Ref;
}
export interface PayrollStep {
  row: number;
  id: string | null;
  employee: Ref;
  contract: Ref | null;
  year: number;
  month: number;
  grossCents: number;
  deductionsCents: number;
  netCents: number;
}

/** Everything execution writes, sheet by sheet, once no ERROR is left. */
export interface WorkbookPlan {
  issues: Issue[];
  actions: ActionLine[];
  organisation: OrganisationStep | null;
  departments: DepartmentStep[];
  employees: PlannedEmployeeRow[];
  employeePlan: EmployeeImportPlan | null;
  holidays: HolidayStep[];
  types: TypeStep[];
  resources: ResourceStep[];
  contracts: ContractStep[];
  payroll: PayrollStep[];
}
