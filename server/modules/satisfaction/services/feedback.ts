import { Op, type WhereOptions } from 'sequelize';
import type { FeedbackScope, FeedbackType } from '../../../../shared/satisfaction';
import type { FeedbackInput } from '../../../../shared/schemas/satisfaction';
import { notFound, refusal } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { requireContext } from '../../../platform/tenancy/context';
import { CompanyValue, FeedbackMessage } from '../models';

/** The caller's place in the company: their employee profile's department and manager. */
async function whereAmI(): Promise<{ employeeId: string | null; departmentId: string | null; managerId: string | null }> {
  const me = await port('people').callerEmployee();
  return { employeeId: me?.id ?? null, departmentId: me?.departmentId ?? null, managerId: me?.managerId ?? null };
}

/**
 * Posts a message to another active user. Its audience is fixed now from the recipient's
 * profile: their department (DEPARTMENT) or their team — their manager and the manager's direct
 * reports, or the people reporting to them when they manage nobody above (TEAM).
 */
export async function postFeedback(input: FeedbackInput): Promise<FeedbackMessage> {
  const senderId = requireContext().userId as string;
  if (input.recipientId === senderId) {
    throw refusal('BUSINESS_RULE', 'satisfaction.selfFeedback', {}, { errors: [{ path: 'recipientId', message: 'A message goes to someone else than yourself' }] });
  }
  const people = port('people');
  const recipient = (await people.users([input.recipientId])).get(input.recipientId);
  if (!recipient?.active) {
    throw refusal('BUSINESS_RULE', 'satisfaction.unknownRecipient', {}, { errors: [{ path: 'recipientId', message: 'The recipient must be an active user of the company' }] });
  }
  if (input.type === 'VALUES_SHOUTOUT' && !input.valueId) {
    throw refusal('BUSINESS_RULE', 'satisfaction.valueRequired', {}, { errors: [{ path: 'valueId', message: 'A values shout-out names a company value' }] });
  }
  if (input.valueId) {
    const value = await CompanyValue.findByPk(input.valueId);
    if (!value?.active) throw refusal('BUSINESS_RULE', 'satisfaction.valueInactive', {}, { errors: [{ path: 'valueId', message: 'Choose an active company value' }] });
  }
  const employee = recipient.employeeId ? await people.employeeSummary(recipient.employeeId) : null;
  return FeedbackMessage.create({
    type: input.type,
    scope: input.scope,
    message: input.message,
    senderId,
    recipientId: recipient.id,
    valueId: input.valueId ?? null,
    departmentId: employee?.departmentId ?? null,
    // The recipient's team is led by their manager; a recipient without one leads their own team.
    teamManagerId: employee ? (employee.managerId ?? employee.id) : null,
  });
}

/** What the caller may read: company-wide messages, their own, and those of their department and team. */
async function visibleToMe(): Promise<WhereOptions> {
  const userId = requireContext().userId as string;
  const me = await whereAmI();
  const teams = [me.managerId, me.employeeId].filter((id): id is string => Boolean(id));
  const or: WhereOptions[] = [{ scope: 'COMPANY' }, { senderId: userId }, { recipientId: userId }];
  if (me.departmentId) or.push({ scope: 'DEPARTMENT', departmentId: me.departmentId });
  if (teams.length) or.push({ scope: 'TEAM', teamManagerId: { [Op.in]: teams } });
  return { [Op.or]: or };
}

export async function listFeedback(query: PageQuery & { type?: FeedbackType[]; scope?: FeedbackScope[]; valueId?: string; mine?: boolean }) {
  const userId = requireContext().userId as string;
  const and: WhereOptions[] = [await visibleToMe()];
  if (query.type?.length) and.push({ type: { [Op.in]: query.type } });
  if (query.scope?.length) and.push({ scope: { [Op.in]: query.scope } });
  if (query.valueId) and.push({ valueId: query.valueId });
  if (query.mine) and.push({ [Op.or]: [{ senderId: userId }, { recipientId: userId }] });
  return FeedbackMessage.findAndCountAll({ where: { [Op.and]: and }, ...pageOptions(query, [['createdAt', 'DESC'], ['id', 'ASC']]) });
}

/** A message the caller may read, or 404. */
export async function findFeedback(id: string): Promise<FeedbackMessage> {
  const message = await FeedbackMessage.findOne({ where: { [Op.and]: [{ id }, await visibleToMe()] } });
  if (!message) throw notFound('Feedback message', id);
  return message;
}

/** The sender withdraws their message. */
export async function deleteFeedback(id: string): Promise<void> {
  const message = await findFeedback(id);
  if (message.senderId !== requireContext().userId) throw refusal('PERMISSION_DENIED', 'satisfaction.notSender');
  await message.destroy();
}
