import type { z } from 'zod';
import type { EmployeeStatus } from '../../../../shared/employees';
import type {
  BankAccountView,
  DepartmentView,
  DirectoryItemView,
  DocumentView,
  EmergencyContactView,
  EmployeeDetailView,
  EmployeeRefView,
  ExpiringDocumentView,
  ImportIssueView,
  ImportResultView,
  OrgContextView,
  OrgPersonView,
  ProfileView,
  RefView,
  SignedDownloadView,
} from '../../../../shared/views/employees';

export type { EmployeeStatus };

export type Ref = z.infer<typeof RefView>;
export type PersonRef = z.infer<typeof EmployeeRefView>;
export type BankAccount = NonNullable<z.infer<typeof BankAccountView>>;
export type EmergencyContact = NonNullable<z.infer<typeof EmergencyContactView>>;
/** A row of the directory (`/hr/employees`). */
export type DirectoryItem = z.infer<typeof DirectoryItemView>;
/** The full record (`/admin/employees/{id}`, `/hr/me`). */
export type EmployeeDetail = z.infer<typeof EmployeeDetailView>;
/** `/hr/employees/{id}/profile`: personal data only for the employee themself and HR. */
export type EmployeeProfile = z.infer<typeof ProfileView>;
export type Department = z.infer<typeof DepartmentView>;
export type EmployeeDocument = z.infer<typeof DocumentView>;
export type ExpiringDocument = z.infer<typeof ExpiringDocumentView>;
export type SignedDownload = z.infer<typeof SignedDownloadView>;
export type OrgPerson = z.infer<typeof OrgPersonView>;
export type OrgContext = z.infer<typeof OrgContextView>;
export type ImportIssue = z.infer<typeof ImportIssueView>;
export type ImportResult = z.infer<typeof ImportResultView>;

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
