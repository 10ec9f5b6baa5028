import { Op, Transaction } from 'sequelize';
import { z } from 'zod';
import { ONE_ON_ONE_STATUSES, type ActionItemStatus } from '../../../../shared/appraisal';
import type { OneOnOneInput, OneOnOneUpdateInput } from '../../../../shared/schemas/appraisal';
import { enumListQuery, listQuery, pageOptions } from '../../../platform/http/list';
import { invalidState, notFound, refusal } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { ActionItem, AgendaItem, OneOnOne } from '../models';
import { callerScope, isMe, type Scope } from '../policy';
import { ACTION_ITEM_STATES, ONE_ON_ONE_STATES } from '../states';

export const OneOnOnesQuery = listQuery(['scheduledAt', 'status'], {
  status: enumListQuery(ONE_ON_ONE_STATUSES, 'Comma-separated statuses'),
  withEmployeeId: z.uuid().optional().meta({ description: 'Meetings with this person' }),
});
type OneOnOnesQueryValue = z.infer<typeof OneOnOnesQuery>;

/** A one-on-one is its two participants' only. */
const participates = (scope: Scope, o: OneOnOne) => isMe(scope, o.managerEmployeeId) || isMe(scope, o.employeeId);

export async function findOneOnOne(id: string, lock = false): Promise<OneOnOne> {
  const scope = await callerScope();
  const meeting = await OneOnOne.findByPk(id, lock ? { lock: Transaction.LOCK.UPDATE } : {});
  if (!meeting || !participates(scope, meeting)) throw notFound('One-on-one', id);
  return meeting;
}

/**
 * Open action items (TODO, not yet carried) of the pair's completed meetings go to the pair's
 * next planned meeting: copied there, the original pointing to the copy. The unique index on
 * carried_from_id keeps a concurrent second carry from duplicating an item.
 */
export async function carryOver(managerEmployeeId: string, employeeId: string): Promise<void> {
  const next = await OneOnOne.findOne({ where: { managerEmployeeId, employeeId, status: 'PLANNED' }, order: [['scheduledAt', 'ASC'], ['id', 'ASC']] });
  if (!next) return;
  const done = await OneOnOne.findAll({ where: { managerEmployeeId, employeeId, status: 'COMPLETED', scheduledAt: { [Op.lte]: next.scheduledAt } }, attributes: ['id'] });
  if (!done.length) return;
  const open = await ActionItem.findAll({ where: { oneOnOneId: { [Op.in]: done.map((d) => d.id) }, status: 'TODO', carriedToId: null }, order: [['createdAt', 'ASC'], ['position', 'ASC']] });
  let position = await ActionItem.count({ where: { oneOnOneId: next.id } });
  for (const item of open) {
    const copy = await ActionItem.create({ oneOnOneId: next.id, title: item.title, ownerEmployeeId: item.ownerEmployeeId, dueDate: item.dueDate, carriedFromId: item.id, position: position++ });
    await item.update({ carriedToId: copy.id });
  }
}

/** Plans a meeting with a report (the caller is the manager) or with the caller's own manager. */
export async function createOneOnOne(input: OneOnOneInput): Promise<OneOnOne> {
  const scope = await callerScope();
  if (!scope.me) throw refusal('BUSINESS_RULE', 'oneOnOne.noProfile');
  const other = await port('people').employeeSummary(input.withEmployeeId);
  if (!other) throw refusal('BUSINESS_RULE', 'oneOnOne.notPair', {}, { errors: [{ path: 'withEmployeeId', message: 'Unknown employee' }] });
  const reports = new Set(await port('people').reportsOf(scope.me.id));
  let pair: { managerEmployeeId: string; employeeId: string };
  if (reports.has(other.id)) pair = { managerEmployeeId: scope.me.id, employeeId: other.id };
  else if (scope.me.managerId === other.id) pair = { managerEmployeeId: other.id, employeeId: scope.me.id };
  else throw refusal('BUSINESS_RULE', 'oneOnOne.notPair', {}, { errors: [{ path: 'withEmployeeId', message: 'Neither a report nor your manager' }] });
  const meeting = await OneOnOne.create({ ...pair, scheduledAt: new Date(input.scheduledAt), createdBy: requireContext().userId ?? null });
  await AgendaItem.bulkCreate(input.agendaItems.map((title, position) => ({ oneOnOneId: meeting.id, title, position })));
  await carryOver(pair.managerEmployeeId, pair.employeeId);
  return meeting;
}

/**
 * Reschedules a planned meeting and rewrites its agenda: listed items keep their discussed flag,
 * new ones are added, the ones left out removed. Carried action items stay with the meeting.
 */
export async function updateOneOnOne(id: string, input: OneOnOneUpdateInput): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  transition(ONE_ON_ONE_STATES, meeting.status, 'edit');
  const existing = await AgendaItem.findAll({ where: { oneOnOneId: id } });
  const unknown = input.agendaItems.findIndex((item) => item.id && !existing.some((e) => e.id === item.id));
  if (unknown >= 0) {
    const itemId = input.agendaItems[unknown].id as string;
    throw refusal('BUSINESS_RULE', 'oneOnOne.unknownAgendaItem', { id: itemId }, { errors: [{ path: `agendaItems.${unknown}.id`, message: `Unknown agenda item ${itemId}`, rule: 'oneOnOne.unknownAgendaItem', params: { id: itemId } }] });
  }
  const kept = new Set(input.agendaItems.map((item) => item.id).filter(Boolean));
  const removed = existing.filter((e) => !kept.has(e.id)).map((e) => e.id);
  if (removed.length) await AgendaItem.destroy({ where: { id: { [Op.in]: removed }, oneOnOneId: id } });
  for (const [position, item] of input.agendaItems.entries()) {
    const current = item.id ? existing.find((e) => e.id === item.id) : undefined;
    if (current) await current.update({ title: item.title, position });
    else await AgendaItem.create({ oneOnOneId: id, title: item.title, position });
  }
  await meeting.update({ scheduledAt: new Date(input.scheduledAt) });
  await carryOver(meeting.managerEmployeeId, meeting.employeeId);
  return meeting;
}

export async function completeOneOnOne(id: string, notes?: string): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  await meeting.update({ status: transition(ONE_ON_ONE_STATES, meeting.status, 'complete'), completedAt: now(), ...(notes ? { notes } : {}) });
  await carryOver(meeting.managerEmployeeId, meeting.employeeId);
  return meeting;
}

export async function cancelOneOnOne(id: string, reason?: string): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  await meeting.update({ status: transition(ONE_ON_ONE_STATES, meeting.status, 'cancel'), cancelledAt: now(), cancelReason: reason || null });
  return meeting;
}

export async function addAgendaItem(id: string, title: string): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  transition(ONE_ON_ONE_STATES, meeting.status, 'edit');
  await AgendaItem.create({ oneOnOneId: id, title, position: await AgendaItem.count({ where: { oneOnOneId: id } }) });
  return meeting;
}

/** Items are ticked during the meeting or when writing it up afterwards; a cancelled meeting is closed. */
function assertNotCancelled(meeting: OneOnOne, action: string): void {
  if (meeting.status === 'CANCELLED') throw invalidState(meeting.status, action);
}

export async function discussAgendaItem(id: string, itemId: string, discussed: boolean): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  assertNotCancelled(meeting, 'mark an agenda item');
  const item = await AgendaItem.findOne({ where: { id: itemId, oneOnOneId: id } });
  if (!item) throw notFound('Agenda item', itemId);
  await item.update({ discussed });
  return meeting;
}

export async function addActionItem(id: string, input: { title: string; ownerEmployeeId?: string; dueDate?: string }): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  assertNotCancelled(meeting, 'add an action item');
  const owner = input.ownerEmployeeId ?? meeting.employeeId;
  if (owner !== meeting.employeeId && owner !== meeting.managerEmployeeId) {
    throw refusal('BUSINESS_RULE', 'oneOnOne.ownerNotParticipant', {}, { errors: [{ path: 'ownerEmployeeId', message: 'One of the two participants' }] });
  }
  await ActionItem.create({ oneOnOneId: id, title: input.title, ownerEmployeeId: owner, dueDate: input.dueDate ?? null, position: await ActionItem.count({ where: { oneOnOneId: id } }) });
  return meeting;
}

/** An item carried to a later meeting lives on there: its original is read-only. */
export async function setActionItemStatus(id: string, itemId: string, status: ActionItemStatus): Promise<OneOnOne> {
  const meeting = await findOneOnOne(id, true);
  assertNotCancelled(meeting, 'change an action item');
  const item = await ActionItem.findOne({ where: { id: itemId, oneOnOneId: id } });
  if (!item) throw notFound('Action item', itemId);
  if (item.carriedToId) throw refusal('BUSINESS_RULE', 'oneOnOne.itemCarried');
  await item.update({ status: transition(ACTION_ITEM_STATES, item.status, status) });
  return meeting;
}

export async function listOneOnOnes(q: OneOnOnesQueryValue, scope: Scope) {
  if (!scope.me) return { rows: [], count: 0 };
  const me = scope.me.id;
  const pair = q.withEmployeeId
    ? { [Op.or]: [{ managerEmployeeId: me, employeeId: q.withEmployeeId }, { managerEmployeeId: q.withEmployeeId, employeeId: me }] }
    : { [Op.or]: [{ managerEmployeeId: me }, { employeeId: me }] };
  const where = { [Op.and]: [pair, ...(q.status?.length ? [{ status: { [Op.in]: q.status } }] : [])] };
  return OneOnOne.findAndCountAll({ where, ...pageOptions(q, [['scheduledAt', 'DESC'], ['id', 'ASC']]) });
}

export async function itemsOf(ids: string[]) {
  if (!ids.length) return { agenda: [] as AgendaItem[], actions: [] as ActionItem[] };
  const agenda = await AgendaItem.findAll({ where: { oneOnOneId: { [Op.in]: ids } }, order: [['position', 'ASC'], ['createdAt', 'ASC']] });
  const actions = await ActionItem.findAll({ where: { oneOnOneId: { [Op.in]: ids } }, order: [['position', 'ASC'], ['createdAt', 'ASC']] });
  return { agenda, actions };
}
