import { Op } from 'sequelize';
import type { ScheduledJob } from '../../../platform/modules';
import { DOCUMENT_EXPIRY_NOTICE_DAYS } from '../../../../shared/employees';
import { EmployeeDocument } from '../models/employee-document';
import { Employee } from '../models/employee';
import { daysUntil } from './documents';
import { isoDay } from './lookup';
import { appServices } from '../../../platform/modules';
import { hrRecipients } from './user-link';

export const DOCUMENT_EXPIRY_JOB = 'employees.document-expiry-alerts';

function frenchDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * Announces, once, each document of a current employee that expires within 30 days: to the
 * employee, their manager and the tenant's HR (users holding employee.document.manage). The
 * mail leaves when the item's transaction commits, together with the mark that it was sent.
 */
export const documentExpiryJob: ScheduledJob<EmployeeDocument> = {
  name: DOCUMENT_EXPIRY_JOB,
  schedule: '0 6 * * *',
  scope: 'tenant',
  items({ now }) {
    const today = isoDay(now);
    const until = isoDay(new Date(Date.parse(`${today}T00:00:00Z`) + DOCUMENT_EXPIRY_NOTICE_DAYS * 86_400_000));
    return EmployeeDocument.findAll({
      where: { expiryDate: { [Op.gte]: today, [Op.lte]: until }, expiryNotifiedAt: null },
      include: [{ model: Employee, as: 'employee', required: true, where: { status: { [Op.ne]: 'TERMINATED' } } }],
      order: [['expiryDate', 'ASC']],
    });
  },
  onceKey: (document) => `${document.id}@${document.expiryDate}`,
  describe: (document) => `document ${document.id}`,
  async handle(document, { now }) {
    const today = isoDay(now);
    const employee = document.employee as Employee;
    const manager = employee.managerId ? await Employee.findByPk(employee.managerId, { attributes: ['email'] }) : null;
    const hr = await hrRecipients();
    const to = [...new Set([employee.email, manager?.email, ...hr].filter((e): e is string => Boolean(e)))];
    if (!to.length) return;
    const days = daysUntil(today, document.expiryDate as string);
    const when = frenchDate(document.expiryDate as string);
    await appServices().mail.send({
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
    await document.update({ expiryNotifiedAt: now });
  },
};
