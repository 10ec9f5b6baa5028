import type { SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { composeWaemuIban } from '../../../shared/iban';
import { Department } from './models/department';
import { Employee } from './models/employee';
import { EmployeeDocument } from './models/employee-document';
import { DEMO_DEPARTMENTS, DEMO_EMPLOYEES, type DemoEmployee } from './seed-data';
import { isoDay } from './services/lookup';
import { linkUser, userIdByEmail } from './services/user-link';

const DAY = 86_400_000;

/** A CNPS-like number built from the birth date and the employee number. */
function demoSsn(e: DemoEmployee): string {
  return `1${e.birthDate.slice(2, 4)}${e.birthDate.slice(5, 7)}${e.birthDate.slice(8, 10)}0${e.number.slice(-4)}${e.number.slice(-2)}`;
}

/** Departments, a profile for every demo user (linked by email) and the rest of the company. */
export async function seedDemoEmployees(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const today = ctx.now();
  await asTenant(ctx.demoTenantId, async () => {
    const departmentIds = new Map<string, string>();
    for (const d of DEMO_DEPARTMENTS) {
      const department = await Department.create({ code: d.code, name: d.name, parentId: d.parent ? departmentIds.get(d.parent) : null });
      departmentIds.set(d.code, department.id);
    }
    const ids = new Map<string, string>();
    for (const e of DEMO_EMPLOYEES) {
      const employee = await Employee.create({
        employeeNumber: e.number,
        firstName: e.firstName,
        lastName: e.lastName,
        email: e.email,
        jobTitle: e.jobTitle,
        departmentId: departmentIds.get(e.department),
        hireDate: e.hireDate || isoDay(new Date(today.getTime() + 14 * DAY)),
        status: e.status,
        statusChangedAt: today,
        terminationDate: e.status === 'TERMINATED' ? isoDay(new Date(today.getTime() - 60 * DAY)) : null,
        terminationReason: e.status === 'TERMINATED' ? 'Démission' : null,
        collectiveAgreementCode: 'CI-CIC-1977',
        phone: e.phone,
        birthDate: e.birthDate,
        nationality: e.lastName === 'Diallo' ? 'SN' : 'CI',
        socialSecurityNumber: demoSsn(e),
        bankIban: e.rib ? composeWaemuIban({ country: 'CI', ...e.rib }) : null,
        bankBic: e.rib?.bic ?? null,
        bankName: e.rib?.bankName ?? null,
        bankAccountHolder: e.rib ? `${e.firstName} ${e.lastName}` : null,
        emergencyContactName: e.emergency?.name ?? null,
        emergencyContactRelationship: e.emergency?.relationship ?? null,
        emergencyContactPhone: e.emergency?.phone ?? null,
      });
      ids.set(e.number, employee.id);
      const userId = await userIdByEmail(e.email);
      if (userId) {
        employee.userId = userId;
        await employee.save();
        await linkUser(userId, employee.id);
      }
    }
    for (const e of DEMO_EMPLOYEES) {
      if (!e.manager) continue;
      await Employee.update({ managerId: ids.get(e.manager) }, { where: { id: ids.get(e.number) as string } });
    }
    await seedDocuments(ctx, ids, today);
  });
}

/** A few identity documents, two of them expiring within the month so the alert list is not empty. */
async function seedDocuments(ctx: SeedContext, ids: Map<string, string>, today: Date): Promise<void> {
  const { documents, pdf } = ctx.services;
  if (!documents || !pdf) return;
  const samples = [
    { number: 'EMP-0004', category: 'NATIONAL_ID', title: "Carte nationale d'identité", documentNumber: 'CI004512378', expiresInDays: 21 },
    { number: 'EMP-0002', category: 'RESIDENCE_PERMIT', title: 'Carte de résident', documentNumber: 'CR-2023-55102', expiresInDays: 27 },
    { number: 'EMP-0003', category: 'PASSPORT', title: 'Passeport', documentNumber: '20AB45678', expiresInDays: 700 },
    { number: 'EMP-0009', category: 'DIPLOMA', title: 'Master en informatique', documentNumber: null, expiresInDays: null },
  ] as const;
  for (const s of samples) {
    const content = await pdf.render({ content: [{ text: s.title, fontSize: 18 }, { text: `Spécimen de démonstration — ${s.number}` }] });
    const stored = await documents.save({ filename: `${s.title}.pdf`, contentType: 'application/pdf', content, category: `employee/${s.category}` });
    await EmployeeDocument.create({
      employeeId: ids.get(s.number) as string,
      kind: s.category === 'DIPLOMA' ? 'HR' : 'IDENTITY',
      category: s.category,
      title: s.title,
      documentNumber: s.documentNumber,
      issuingCountry: 'CI',
      issueDate: isoDay(new Date(today.getTime() - 800 * DAY)),
      expiryDate: s.expiresInDays === null ? null : isoDay(new Date(today.getTime() + s.expiresInDays * DAY)),
      storedDocumentId: stored.id,
      filename: stored.filename,
      contentType: stored.contentType,
      size: stored.size,
    });
  }
}
