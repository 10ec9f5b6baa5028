import { z } from 'zod';
import type { RequestContext } from '../../platform/tenancy/context';
import { EMPLOYEE_STATUSES, maskSsn } from '../../../shared/employees';
import type { Department } from './models/department';
import type { Employee } from './models/employee';
import type { EmployeeDocument } from './models/employee-document';
import { canAccessPersonalData, canReadSsn, isSelf } from './policy';
import { reachableStatuses } from './states';

/** Record → JSON, field by field. */

const ref = z.object({ id: z.string(), name: z.string() }).nullable();
const personRef = z.object({ id: z.string(), fullName: z.string(), jobTitle: z.string().nullable() }).nullable();

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
  department: ref,
  manager: personRef,
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

export function departmentRef(department: Department | null | undefined) {
  return department ? { id: department.id, name: department.name } : null;
}

export function personRefOf(person: Employee | null | undefined) {
  return person ? { id: person.id, fullName: person.fullName, jobTitle: person.jobTitle ?? null } : null;
}

export function presentDirectoryItem(e: Employee): z.infer<typeof DirectoryItemView> {
  return {
    id: e.id,
    employeeNumber: e.employeeNumber,
    firstName: e.firstName,
    lastName: e.lastName,
    fullName: e.fullName,
    email: e.email ?? null,
    phone: e.phone ?? null,
    jobTitle: e.jobTitle ?? null,
    department: departmentRef(e.department),
    manager: personRefOf(e.manager),
    status: e.status,
    hireDate: e.hireDate ?? null,
  };
}

export function presentBankAccount(e: Employee): z.infer<typeof BankAccountView> {
  if (!e.bankIban || !e.bankBic) return null;
  return { iban: e.bankIban, bic: e.bankBic, bankName: e.bankName ?? null, accountHolder: e.bankAccountHolder ?? null };
}

export function presentEmergencyContact(e: Employee): z.infer<typeof EmergencyContactView> {
  if (!e.emergencyContactName || !e.emergencyContactPhone) return null;
  return { name: e.emergencyContactName, relationship: e.emergencyContactRelationship ?? '', phone: e.emergencyContactPhone };
}

function ssnFor(ctx: RequestContext, e: Employee) {
  const reveal = canReadSsn(ctx);
  return { socialSecurityNumber: reveal ? (e.socialSecurityNumber ?? null) : maskSsn(e.socialSecurityNumber), socialSecurityNumberMasked: !reveal && Boolean(e.socialSecurityNumber) };
}

export function presentEmployee(ctx: RequestContext, e: Employee): z.infer<typeof EmployeeDetailView> {
  return {
    ...presentDirectoryItem(e),
    departmentId: e.departmentId ?? null,
    managerId: e.managerId ?? null,
    userId: e.userId ?? null,
    collectiveAgreementCode: e.collectiveAgreementCode ?? null,
    statusChangedAt: e.statusChangedAt ? e.statusChangedAt.toISOString() : null,
    terminationDate: e.terminationDate ?? null,
    terminationReason: e.terminationReason ?? null,
    personalEmail: e.personalEmail ?? null,
    address: e.address ?? null,
    birthDate: e.birthDate ?? null,
    nationality: e.nationality ?? null,
    ...ssnFor(ctx, e),
    bankAccount: presentBankAccount(e),
    emergencyContact: presentEmergencyContact(e),
    allowedStatuses: reachableStatuses(e.status),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function presentProfile(ctx: RequestContext, e: Employee, directReportsCount: number): z.infer<typeof ProfileView> {
  const personal = canAccessPersonalData(ctx, e)
    ? {
        personalEmail: e.personalEmail ?? null,
        address: e.address ?? null,
        birthDate: e.birthDate ?? null,
        nationality: e.nationality ?? null,
        ...ssnFor(ctx, e),
        bankAccount: presentBankAccount(e),
        emergencyContact: presentEmergencyContact(e),
        userId: e.userId ?? null,
        collectiveAgreementCode: e.collectiveAgreementCode ?? null,
      }
    : null;
  return { ...presentDirectoryItem(e), isSelf: isSelf(ctx, e), directReportsCount, personal };
}

export const DepartmentView = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  parentId: z.string().nullable(),
  employeeCount: z.number().int(),
});

export function presentDepartment(d: Department, employeeCount: number): z.infer<typeof DepartmentView> {
  return { id: d.id, name: d.name, code: d.code ?? null, parentId: d.parentId ?? null, employeeCount };
}

export const DocumentView = z.object({
  id: z.string(),
  employeeId: z.string(),
  kind: z.enum(['IDENTITY', 'HR']),
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

export function presentDocument(d: EmployeeDocument): z.infer<typeof DocumentView> {
  return {
    id: d.id,
    employeeId: d.employeeId,
    kind: d.kind,
    category: d.category,
    title: d.title,
    documentNumber: d.documentNumber ?? null,
    issuingCountry: d.issuingCountry ?? null,
    issueDate: d.issueDate ?? null,
    expiryDate: d.expiryDate ?? null,
    filename: d.filename,
    contentType: d.contentType,
    size: d.size,
    uploadedBy: d.uploadedBy ?? null,
    createdAt: d.createdAt.toISOString(),
  };
}
