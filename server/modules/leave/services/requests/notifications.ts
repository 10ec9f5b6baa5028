import { appServices, port } from '../../../../platform/modules';
import { centiToDays } from '../../../../../shared/leave';
import type { LeaveRequest, LeaveType } from '../../models';

const OUTCOMES = {
  APPROVED: { fr: 'approuvée', en: 'approved' },
  REJECTED: { fr: 'refusée', en: 'rejected' },
  CANCELLED: { fr: 'annulée', en: 'cancelled' },
} as const;

/** The employee's address: the account that asked, else the profile's email. */
async function recipientOf(request: LeaveRequest): Promise<string | null> {
  const employee = await port('people').employeeSummary(request.employeeId);
  const userId = request.submittedBy ?? employee?.userId ?? null;
  const user = userId ? (await port('people').users([userId])).get(userId) : undefined;
  return user?.active ? user.email : (employee?.email ?? null);
}

export function summaryOf(request: Pick<LeaveRequest, 'startDate' | 'endDate' | 'daysCenti'>, type: Pick<LeaveType, 'name'>, employeeName: string): string {
  return `${type.name} — ${employeeName}, du ${request.startDate} au ${request.endDate} (${centiToDays(request.daysCenti)} j)`;
}

/** Tells the employee how their request ended (decision, override, timeout), with the comment. */
export async function notifyEmployee(request: LeaveRequest, type: LeaveType, comment: string | null): Promise<void> {
  if (request.status === 'PENDING') return;
  const to = await recipientOf(request);
  if (!to) return;
  const outcome = OUTCOMES[request.status];
  const period = `${type.name} : ${request.startDate} → ${request.endDate} (${centiToDays(request.daysCenti)} j)`;
  await appServices().mail.send({
    to,
    subject: `Demande de congé ${outcome.fr} / Leave request ${outcome.en}`,
    text: [
      'Bonjour,',
      '',
      `Votre demande de congé est ${outcome.fr}.`,
      period,
      ...(comment ? [`Commentaire : ${comment}`] : []),
      '',
      `— Your leave request was ${outcome.en}.${comment ? ` Comment: ${comment}` : ''}`,
    ].join('\n'),
  });
}
