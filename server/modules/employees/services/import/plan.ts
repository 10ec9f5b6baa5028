import type { ZodType } from 'zod';
import { CreateEmployeeSchema, EmergencyContactSchema, EmployeeStatusSchema, IbanSchema, BicSchema } from '../../../../../shared/schemas/employees';
import type { EmployeeStatus } from '../../../../../shared/employees';
import { normalizeForSearch } from '../../models/employee';
import { reachableStatuses } from '../../states';
import { labelOf, type ImportColumnKey } from './columns';
import type { ImportIssue } from './issues';
import type { ParsedFile } from './parse';

export interface ExistingEmployee {
  id: string;
  employeeNumber: string;
  email: string | null;
  managerId: string | null;
  status: EmployeeStatus;
}
export interface ExistingDepartment {
  id: string;
  name: string;
  code: string | null;
}

/** Profile fields an import row sets (only the non-empty cells). */
export interface RowFields {
  firstName?: string;
  lastName?: string;
  email?: string;
  jobTitle?: string;
  hireDate?: string;
  collectiveAgreementCode?: string;
  phone?: string;
  personalEmail?: string;
  birthDate?: string;
  nationality?: string;
  socialSecurityNumber?: string;
  bankAccount?: { iban: string; bic: string; bankName: string | null; accountHolder: null };
  emergencyContact?: { name: string; relationship: string; phone: string };
}

export interface PlannedRow {
  row: number;
  employeeNumber: string;
  action: 'CREATE' | 'UPDATE';
  existingId: string | null;
  fields: RowFields;
  /** Existing department id, or the name of a department the import creates. */
  department?: { id: string } | { create: string };
  managerNumber?: string;
  status?: EmployeeStatus;
}

export interface ImportPlan {
  rows: PlannedRow[];
  departmentsToCreate: string[];
  issues: ImportIssue[];
}

/** `31/12/2024` → `2024-12-31`; ISO dates pass through. */
export function importDate(value: string): string {
  const fr = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  return fr ? `${fr[3]}-${fr[2].padStart(2, '0')}-${fr[1].padStart(2, '0')}` : value;
}

const FIELD_SCHEMAS: Partial<Record<ImportColumnKey, ZodType>> = {
  firstName: CreateEmployeeSchema.shape.firstName,
  lastName: CreateEmployeeSchema.shape.lastName,
  email: CreateEmployeeSchema.shape.email,
  jobTitle: CreateEmployeeSchema.shape.jobTitle,
  hireDate: CreateEmployeeSchema.shape.hireDate,
  collectiveAgreementCode: CreateEmployeeSchema.shape.collectiveAgreementCode,
  phone: CreateEmployeeSchema.shape.phone,
  personalEmail: CreateEmployeeSchema.shape.personalEmail,
  birthDate: CreateEmployeeSchema.shape.birthDate,
  nationality: CreateEmployeeSchema.shape.nationality,
  socialSecurityNumber: CreateEmployeeSchema.shape.socialSecurityNumber,
  employeeNumber: CreateEmployeeSchema.shape.employeeNumber.unwrap(),
};
const DATE_COLUMNS = new Set<ImportColumnKey>(['hireDate', 'birthDate']);
const SIMPLE_FIELDS = ['firstName', 'lastName', 'email', 'jobTitle', 'hireDate', 'collectiveAgreementCode', 'phone', 'personalEmail', 'birthDate', 'nationality', 'socialSecurityNumber'] as const;

export interface PlanOptions {
  /** What a department named by no existing one becomes: created (this import) or an error (bulk import, where 02_Departements declares them). */
  unknownDepartment: 'create' | 'error';
}

export function planImport(file: ParsedFile, employees: ExistingEmployee[], departments: ExistingDepartment[], options: PlanOptions = { unknownDepartment: 'create' }): ImportPlan {
  const issues: ImportIssue[] = [...file.issues];
  const header = (key: ImportColumnKey) => file.headers.get(key) ?? labelOf(key);
  const error = (row: number, key: ImportColumnKey | null, message: string) => issues.push({ row, column: key ? header(key) : null, message, severity: 'ERROR' });
  const warn = (row: number, key: ImportColumnKey | null, message: string) => issues.push({ row, column: key ? header(key) : null, message, severity: 'WARNING' });

  const byNumber = new Map(employees.map((e) => [e.employeeNumber.toLowerCase(), e]));
  const byId = new Map(employees.map((e) => [e.id, e]));
  const byEmail = new Map(employees.filter((e) => e.email).map((e) => [e.email, e]));
  const departmentByKey = new Map<string, ExistingDepartment>();
  for (const d of departments) {
    departmentByKey.set(normalizeForSearch(d.name), d);
    if (d.code) departmentByKey.set(normalizeForSearch(d.code), d);
  }
  const departmentsToCreate = new Map<string, string>();
  const planned: PlannedRow[] = [];
  const rowOfNumber = new Map<string, number>();
  const rowOfEmail = new Map<string, number>();

  for (const { row, values } of file.rows) {
    const rawNumber = values.employeeNumber;
    if (!rawNumber) {
      error(row, 'employeeNumber', 'Required');
      continue;
    }
    const numberCheck = FIELD_SCHEMAS.employeeNumber!.safeParse(rawNumber);
    if (!numberCheck.success) {
      error(row, 'employeeNumber', numberCheck.error.issues[0].message);
      continue;
    }
    const employeeNumber = numberCheck.data as string;
    const numberKey = employeeNumber.toLowerCase();
    if (rowOfNumber.has(numberKey)) {
      error(row, 'employeeNumber', `Employee number ${employeeNumber} already appears on row ${rowOfNumber.get(numberKey)}`);
      continue;
    }
    rowOfNumber.set(numberKey, row);
    const existing = byNumber.get(numberKey) ?? null;
    const plan: PlannedRow = { row, employeeNumber, action: existing ? 'UPDATE' : 'CREATE', existingId: existing?.id ?? null, fields: {} };

    for (const key of SIMPLE_FIELDS) {
      const raw = values[key];
      if (raw === undefined) continue;
      const result = FIELD_SCHEMAS[key]!.safeParse(DATE_COLUMNS.has(key) ? importDate(raw) : raw);
      if (!result.success) error(row, key, result.error.issues[0].message);
      else if (result.data !== null) plan.fields[key] = result.data as string;
    }
    if (!existing) {
      // A missing column is reported once, on the header row.
      if (!values.firstName && file.headers.has('firstName')) error(row, 'firstName', 'Required for a new employee');
      if (!values.lastName && file.headers.has('lastName')) error(row, 'lastName', 'Required for a new employee');
    }

    if (plan.fields.email) {
      const email = plan.fields.email;
      const owner = byEmail.get(email);
      if (owner && owner.id !== existing?.id) error(row, 'email', `Email ${email} belongs to employee ${owner.employeeNumber}`);
      else if (rowOfEmail.has(email)) error(row, 'email', `Email ${email} already appears on row ${rowOfEmail.get(email)}`);
      rowOfEmail.set(email, row);
    }

    if (values.iban || values.bic) {
      if (!values.iban || !values.bic) error(row, values.iban ? 'bic' : 'iban', 'IBAN and BIC go together');
      else {
        const iban = IbanSchema.safeParse(values.iban);
        const bic = BicSchema.safeParse(values.bic);
        if (!iban.success) error(row, 'iban', iban.error.issues[0].message);
        if (!bic.success) error(row, 'bic', bic.error.issues[0].message);
        if (iban.success && bic.success) plan.fields.bankAccount = { iban: iban.data, bic: bic.data, bankName: values.bankName ?? null, accountHolder: null };
      }
    } else if (values.bankName) warn(row, 'bankName', 'Bank name without IBAN and BIC: ignored');

    if (values.emergencyContactName || values.emergencyContactRelationship || values.emergencyContactPhone) {
      const contact = EmergencyContactSchema.safeParse({
        name: values.emergencyContactName ?? '',
        relationship: values.emergencyContactRelationship ?? '',
        phone: values.emergencyContactPhone ?? '',
      });
      if (contact.success) plan.fields.emergencyContact = contact.data;
      else {
        const columnOf = { name: 'emergencyContactName', relationship: 'emergencyContactRelationship', phone: 'emergencyContactPhone' } as const;
        for (const issue of contact.error.issues) error(row, columnOf[issue.path[0] as keyof typeof columnOf], issue.message);
      }
    }

    if (values.department) {
      const found = departmentByKey.get(normalizeForSearch(values.department));
      if (found) plan.department = { id: found.id };
      else if (options.unknownDepartment === 'error') error(row, 'department', `Unknown department ${values.department}: declare it in 02_Departements or create it first`);
      else if (values.department.length > 120) error(row, 'department', 'Department name too long (120 characters at most)');
      else {
        const key = normalizeForSearch(values.department);
        if (!departmentsToCreate.has(key)) {
          departmentsToCreate.set(key, values.department);
          warn(row, 'department', `Department ${values.department} does not exist: it will be created`);
        }
        plan.department = { create: departmentsToCreate.get(key)! };
      }
    }

    if (values.status) {
      const status = EmployeeStatusSchema.safeParse(values.status.toUpperCase());
      if (!status.success) error(row, 'status', `Unknown status ${values.status}`);
      else if (!existing && status.data !== 'PRE_HIRE' && status.data !== 'ACTIVE') error(row, 'status', 'A new employee starts as PRE_HIRE or ACTIVE');
      else if (existing && status.data !== existing.status && !reachableStatuses(existing.status).includes(status.data)) {
        error(row, 'status', `Cannot move from ${existing.status} to ${status.data}`);
      } else plan.status = status.data;
    }

    if (values.managerEmployeeNumber) plan.managerNumber = values.managerEmployeeNumber;
    planned.push(plan);
  }

  checkManagers(planned, byNumber, byId, error);
  return { rows: planned, departmentsToCreate: [...departmentsToCreate.values()], issues };
}

/** Managers exist (in the tenant or the file), are not terminated, and no reporting line loops. */
function checkManagers(
  planned: PlannedRow[],
  byNumber: Map<string, ExistingEmployee>,
  byId: Map<string, ExistingEmployee>,
  error: (row: number, key: ImportColumnKey, message: string) => void,
): void {
  const fileRows = new Map(planned.map((p) => [p.employeeNumber.toLowerCase(), p]));
  const managerOf = (numberKey: string): string | null => {
    const p = fileRows.get(numberKey);
    if (p?.managerNumber !== undefined) return p.managerNumber.toLowerCase();
    const existing = byNumber.get(numberKey);
    const manager = existing?.managerId ? byId.get(existing.managerId) : undefined;
    return manager ? manager.employeeNumber.toLowerCase() : null;
  };
  for (const p of planned) {
    if (p.managerNumber === undefined) continue;
    const key = p.managerNumber.toLowerCase();
    const self = p.employeeNumber.toLowerCase();
    if (key === self) {
      error(p.row, 'managerEmployeeNumber', 'An employee cannot be their own manager');
      continue;
    }
    const inFile = fileRows.get(key);
    const existing = byNumber.get(key);
    if (!inFile && !existing) {
      error(p.row, 'managerEmployeeNumber', `No employee has number ${p.managerNumber}`);
      continue;
    }
    if (existing?.status === 'TERMINATED') {
      error(p.row, 'managerEmployeeNumber', `Manager ${p.managerNumber} is terminated`);
      continue;
    }
    const seen = new Set<string>([self]);
    let current: string | null = key;
    while (current) {
      if (seen.has(current)) {
        if (current === self) error(p.row, 'managerEmployeeNumber', 'The reporting line would loop back to this employee');
        break;
      }
      seen.add(current);
      current = managerOf(current);
    }
  }
}
