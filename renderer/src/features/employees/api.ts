import type { EmployeeStatus } from '../../../../shared/employees';

export type { EmployeeStatus };

export interface Ref {
  id: string;
  name: string;
}
export interface PersonRef {
  id: string;
  fullName: string;
  jobTitle: string | null;
}
export interface BankAccount {
  iban: string;
  bic: string;
  bankName: string | null;
  accountHolder: string | null;
}
export interface EmergencyContact {
  name: string;
  relationship: string;
  phone: string;
}

/** A row of the directory (`/hr/employees`). */
export interface DirectoryItem {
  id: string;
  employeeNumber: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  jobTitle: string | null;
  department: Ref | null;
  manager: PersonRef | null;
  status: EmployeeStatus;
  hireDate: string | null;
}

/** The full record (`/admin/employees/{id}`, `/hr/me`). */
export interface EmployeeDetail extends DirectoryItem {
  departmentId: string | null;
  managerId: string | null;
  userId: string | null;
  collectiveAgreementCode: string | null;
  statusChangedAt: string | null;
  terminationDate: string | null;
  terminationReason: string | null;
  personalEmail: string | null;
  address: string | null;
  birthDate: string | null;
  nationality: string | null;
  socialSecurityNumber: string | null;
  socialSecurityNumberMasked: boolean;
  bankAccount: BankAccount | null;
  emergencyContact: EmergencyContact | null;
  allowedStatuses: EmployeeStatus[];
  createdAt: string;
  updatedAt: string;
}

/** `/hr/employees/{id}/profile`: personal data only for the employee themself and HR. */
export interface EmployeeProfile extends DirectoryItem {
  isSelf: boolean;
  directReportsCount: number;
  personal: Pick<
    EmployeeDetail,
    | 'personalEmail'
    | 'address'
    | 'birthDate'
    | 'nationality'
    | 'socialSecurityNumber'
    | 'socialSecurityNumberMasked'
    | 'bankAccount'
    | 'emergencyContact'
    | 'userId'
    | 'collectiveAgreementCode'
  > | null;
}

export interface Department {
  id: string;
  name: string;
  code: string | null;
  parentId: string | null;
  employeeCount: number;
}

export interface EmployeeDocument {
  id: string;
  employeeId: string;
  kind: 'IDENTITY' | 'HR';
  category: string;
  title: string;
  documentNumber: string | null;
  issuingCountry: string | null;
  issueDate: string | null;
  expiryDate: string | null;
  filename: string;
  contentType: string;
  size: number;
  uploadedBy: string | null;
  createdAt: string;
}

export interface ExpiringDocument extends EmployeeDocument {
  daysLeft: number;
  employee: PersonRef | null;
}

export interface OrgPerson {
  id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  jobTitle: string | null;
  email: string | null;
  phone: string | null;
  department: Ref | null;
  status: EmployeeStatus;
  managerId: string | null;
  directReportsCount: number;
}

export interface OrgContext {
  ancestors: OrgPerson[];
  focus: OrgPerson;
  peers: OrgPerson[];
  directReports: OrgPerson[];
}

export interface ImportIssue {
  row: number;
  column: string | null;
  message: string;
  severity: 'ERROR' | 'WARNING';
}

export interface ImportResult {
  dryRun: boolean;
  created: number;
  updated: number;
  departmentsCreated: string[];
  rows: Array<{ row: number; employeeNumber: string; action: 'CREATE' | 'UPDATE' }>;
  issues: ImportIssue[];
}

export const DIRECTORY_PATH = '/hr/employees';
export const DEPARTMENTS_PATH = '/hr/departments';
export const ADMIN_EMPLOYEES_PATH = '/admin/employees';
export const adminEmployeePath = (id: string) => `/admin/employees/${id}`;
export const lifecyclePath = (id: string) => `/admin/employees/${id}/lifecycle`;
export const profilePath = (id: string) => `/hr/employees/${id}/profile`;
export const bankAccountPath = (id: string) => `/hr/employees/${id}/bank-account`;
export const emergencyContactPath = (id: string) => `/hr/employees/${id}/emergency-contact`;
export const documentsPath = (id: string) => `/hr/employees/${id}/documents`;
export const documentPath = (id: string, documentId: string) => `/hr/employees/${id}/documents/${documentId}`;
export const ME_PATH = '/hr/me';
export const orgPersonPath = (id: string) => `/hr/org/person/${id}`;

/** Permission rules of the screens (the server decides; these only hide what would be refused). */
export const READ = { permissions: ['employee.read'], module: 'HR' };
export const ADMIN = { permissions: ['users.manage', 'employee.manage'], module: 'HR' };
export const PERSONAL_DATA = ['employee.manage', 'users.manage'];
export const DOCUMENTS = { permissions: ['employee.document.manage', 'users.manage'], module: 'HR' };

/** Colours of the lifecycle statuses. */
export const STATUS_TONES = {
  PRE_HIRE: 'info',
  ACTIVE: 'success',
  ON_LEAVE: 'warning',
  SUSPENDED: 'error',
  TERMINATED: 'default',
} as const;
