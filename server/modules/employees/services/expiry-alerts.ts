import { Op } from 'sequelize';
import { inTransaction } from '../../../platform/db/transaction';
import { asSystem, asTenant } from '../../../platform/tenancy/context';
import { DOCUMENT_EXPIRY_NOTICE_DAYS } from '../../../../shared/employees';
import { EmployeeDocument } from '../models/employee-document';
import { Employee } from '../models/employee';
import { daysUntil } from './documents';
import { isoDay } from './lookup';
import { mailer } from './platform';
import { hrRecipients } from './user-link';

export const DOCUMENT_EXPIRY_JOB = 'employees.document-expiry-alerts';

function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Announces, once, each document of a current employee that expires within 30 days: to the
 * employee, their manager and the tenant's HR (users holding employee.document.manage). A
 * document whose mail could not be sent is announced again on the next run.
 */
export async function sendDocumentExpiryAlerts(now: Date): Promise<number> {
  const today = isoDay(now);
  const until = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + DOCUMENT_EXPIRY_NOTICE_DAYS * 86_400_000));
  const due = await asSystem(() =>
    EmployeeDocument.findAll({
      where: { expiryDate: { [Op.gte]: today, [Op.lte]: until }, expiryNotifiedAt: null },
      include: [{ model: Employee, as: 'employee', required: true, where: { status: { [Op.ne]: 'TERMINATED' } } }],
      order: [['expiryDate', 'ASC']],
    }),
  );
  let sent = 0;
  const recipientsOfTenant = new Map<string, string[]>();
  for (const document of due) {
    await asTenant(
      document.tenantId,
      async () => {
        const employee = document.employee as Employee;
        const manager = employee.managerId ? await Employee.findByPk(employee.managerId, { attributes: ['email'] }) : null;
        if (!recipientsOfTenant.has(document.tenantId)) recipientsOfTenant.set(document.tenantId, await hrRecipients());
        const hr = recipientsOfTenant.get(document.tenantId) ?? [];
        const to = [...new Set([employee.email, manager?.email, ...hr].filter((e): e is string => Boolean(e)))];
        if (!to.length) return;
        const days = daysUntil(today, document.expiryDate as string);
        const when = frenchDate(document.expiryDate as string);
        await mailer().send({
          to,
          subject: `Document expirant le ${when} : ${document.title} (${employee.fullName})`,
          text: [
            `Bonjour,`,
            ``,
            `Le document « ${document.title} » de ${employee.fullName} (matricule ${employee.employeeNumber}) expire le ${when}, dans ${days} jour(s).`,
            `Pensez à le renouveler et à téléverser la nouvelle version dans Baobab.`,
            ``,
            `— The document "${document.title}" of ${employee.fullName} expires on ${document.expiryDate} (in ${days} day(s)).`,
          ].join('\n'),
        });
        document.expiryNotifiedAt = now;
        await inTransaction(EmployeeDocument.sequelize!, () => document.save());
        sent++;
      },
      { now: () => now },
    );
  }
  return sent;
}
