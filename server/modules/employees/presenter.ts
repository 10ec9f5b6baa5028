import type { z } from 'zod';
import type { RequestContext } from '../../platform/tenancy/context';
import { maskSsn } from '../../../shared/employees';
import type { BankAccountView, DepartmentView, DirectoryItemView, DocumentView, EmergencyContactView, EmployeeDetailView, ProfileView } from '../../../shared/views/employees';
import type { Department } from './models/department';
import type { Employee } from './models/employee';
import type { EmployeeDocument } from './models/employee-document';
import { canAccessPersonalData, canReadSsn, isSelf } from './policy';
import { reachableStatuses } from './states';

/** Record → JSON, field by field, as the views of shared/views/employees.ts describe them. */

export function departmentRef(department: Pick<Department, 'id' | 'name'> | null | undefined) {
  return department ? { id: department.id, name: department.name } : null;
}

export function personRefOf(person: Pick<Employee, 'id' | 'fullName' | 'jobTitle'> | null | undefined) {
  return person ? { id: person.id, fullName: person.fullName, jobTitle: person.jobTitle ?? null } : null;
}

/** What a directory line reads: a model instance, or a plain row of the set-based directory. */
export type DirectoryRecord = Pick<Employee, 'id' | 'employeeNumber' | 'firstName' | 'lastName' | 'fullName' | 'email' | 'phone' | 'jobTitle' | 'status' | 'hireDate'> & {
  department?: Pick<Department, 'id' | 'name'> | null;
  manager?: Pick<Employee, 'id' | 'fullName' | 'jobTitle'> | null;
};

export function presentDirectoryItem(e: DirectoryRecord): z.infer<typeof DirectoryItemView> {
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

export function presentDepartment(d: Department, employeeCount: number): z.infer<typeof DepartmentView> {
  return { id: d.id, name: d.name, code: d.code ?? null, parentId: d.parentId ?? null, employeeCount };
}

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
