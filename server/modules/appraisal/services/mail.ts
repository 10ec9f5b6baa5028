import { afterCommit } from '../../../platform/db/transaction';
import { appServices, port } from '../../../platform/modules';
import { currentApp } from '../../../platform/tenancy/context';

/** The address of an employee: their user account's email, else the profile's. */
export async function emailOf(employeeId: string): Promise<{ email: string; name: string } | null> {
  const employee = (await port('people').employeeSummaries([employeeId])).get(employeeId);
  if (!employee) return null;
  const user = employee.userId ? (await port('people').users([employee.userId])).get(employee.userId) : undefined;
  const email = user?.email ?? employee.email;
  return email ? { email, name: employee.name } : null;
}

/** Mails an employee once the work in progress commits (never after a rollback). */
export async function mailEmployee(employeeId: string, content: (name: string) => { subject: string; text: string }): Promise<boolean> {
  const to = await emailOf(employeeId);
  if (!to) return false;
  const message = { to: to.email, ...content(to.name) };
  await afterCommit(async () => {
    try {
      await appServices().mail.send(message);
    } catch (err) {
      currentApp().logger.error({ err, employeeId }, 'appraisal mail not sent');
    }
  });
  return true;
}
