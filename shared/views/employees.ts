import { z } from 'zod';
import { DOCUMENT_KINDS, EMPLOYEE_STATUSES } from '../employees';

/**
 * Response views of the employees module: the presenters answer them, API tests check every
 * answer against them, /openapi.json documents them, and the renderer infers its types from them.
 */

export const RefView = z.object({ id: z.string(), name: z.string() });
export const EmployeeRefView = z.object({ id: z.string(), fullName: z.string(), jobTitle: z.string().nullable() });

export const BankAccountView = z.object({ iban: z.string(), bic: z.string(), bankName: z.string().nullable(), accountHolder: z.string().nullable() }).nullable();
export const EmergencyContactView = z.object({ name: z.string(), relationship: z.string(), phone: z.string() }).nullable();

export const DirectoryItemView = z.object({
  id: z.string(),
  employeeNumber: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  jobTitle: z.string().nullable(),
  department: RefView.nullable(),
  manager: EmployeeRefView.nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  hireDate: z.string().nullable(),
});

export const EmployeeDetailView = DirectoryItemView.extend({
  departmentId: z.string().nullable(),
  managerId: z.string().nullable(),
  userId: z.string().nullable(),
  collectiveAgreementCode: z.string().nullable(),
  statusChangedAt: z.string().nullable(),
  terminationDate: z.string().nullable(),
  terminationReason: z.string().nullable(),
  personalEmail: z.string().nullable(),
  address: z.string().nullable(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  socialSecurityNumber: z.string().nullable().describe('Masked (••••1234) unless the caller holds employee.ssn.read'),
  socialSecurityNumberMasked: z.boolean(),
  bankAccount: BankAccountView,
  emergencyContact: EmergencyContactView,
  allowedStatuses: z.array(z.enum(EMPLOYEE_STATUSES)),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const ProfileView = DirectoryItemView.extend({
  isSelf: z.boolean(),
  directReportsCount: z.number().int(),
  personal: EmployeeDetailView.pick({
    personalEmail: true,
    address: true,
    birthDate: true,
    nationality: true,
    socialSecurityNumber: true,
    socialSecurityNumberMasked: true,
    bankAccount: true,
    emergencyContact: true,
    userId: true,
    collectiveAgreementCode: true,
  })
    .nullable()
    .describe('Present for the employee themself and for HR (employee.manage / users.manage)'),
});

export const DepartmentView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  parentId: z.string().nullable(),
  employeeCount: z.number().int(),
});

export const DocumentView = z.object({
  id: z.string(),
  employeeId: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  category: z.string(),
  title: z.string(),
  documentNumber: z.string().nullable(),
  issuingCountry: z.string().nullable(),
  issueDate: z.string().nullable(),
  expiryDate: z.string().nullable(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const ExpiringDocumentView = DocumentView.extend({
  daysLeft: z.number().int().describe('Negative once expired'),
  employee: EmployeeRefView.nullable(),
});

export const SignedDownloadView = z.object({ url: z.string(), expiresAt: z.string(), filename: z.string(), contentType: z.string() });

export const OrgPersonView = z.object({
  id: z.string(),
  fullName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  jobTitle: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  department: RefView.nullable(),
  status: z.enum(EMPLOYEE_STATUSES),
  managerId: z.string().nullable(),
  directReportsCount: z.number().int(),
});

export const OrgContextView = z.object({
  ancestors: z.array(OrgPersonView).describe('From the top of the organisation down to the direct manager'),
  focus: OrgPersonView,
  peers: z.array(OrgPersonView).describe('Other current employees with the same manager'),
  directReports: z.array(OrgPersonView),
});

export const IMPORT_SEVERITIES = ['ERROR', 'WARNING'] as const;

/** One finding about the imported file: where (row as numbered in the file, column header) and what. */
export const ImportIssueView = z.object({
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
  severity: z.enum(IMPORT_SEVERITIES),
});

export const ImportResultView = z.object({
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  departmentsCreated: z.array(z.string()),
  rows: z.array(z.object({ row: z.number().int(), employeeNumber: z.string(), action: z.enum(['CREATE', 'UPDATE']) })),
  issues: z.array(ImportIssueView).describe('Warnings (errors refuse the whole file with 422 and the same list in `issues`)'),
});

export const PERSON_KINDS = ['user', 'employee'] as const;

/** One answer of the people search (`GET /people`): a user account or an employee profile. */
export const PersonOptionView = z.object({
  kind: z.enum(PERSON_KINDS),
  id: z.uuid().describe('The user id (kind user) or the employee id (kind employee)'),
  userId: z.uuid().nullable(),
  employeeId: z.uuid().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  employeeNumber: z.string().nullable(),
  jobTitle: z.string().nullable(),
});
