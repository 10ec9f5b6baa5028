import { Op, fn, col, type WhereOptions } from 'sequelize';
import type { LeaveTypeInput } from '../../../../shared/schemas/leave';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { duplicate, notFound } from '../../../platform/http/problem';
import { LeaveBalance, LeavePolicy, LeavePolicyVersion, LeaveRequest, LeaveType } from '../models';

export interface TypeFilter extends PageQuery {
  active?: boolean;
  q?: string;
}

export async function findType(id: string): Promise<LeaveType> {
  const type = await LeaveType.findByPk(id);
  if (!type) throw notFound('Leave type', id);
  return type;
}

export async function listTypes(filter: TypeFilter): Promise<{ rows: LeaveType[]; count: number }> {
  const where: WhereOptions[] = [];
  if (filter.active !== undefined) where.push({ active: filter.active });
  if (filter.q) {
    const like = `%${filter.q.replace(/[%_\\]/g, '_')}%`;
    where.push({ [Op.or]: [{ code: { [Op.like]: like.toUpperCase() } }, { name: { [Op.like]: like } }] });
  }
  return LeaveType.findAndCountAll({ where: { [Op.and]: where }, ...pageOptions(filter, [['code', 'ASC'], ['id', 'ASC']]) });
}

/** Types used by a request or a balance (their deletion deactivates them instead). */
export async function typesInUse(ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const used = new Set<string>();
  for (const model of [LeaveRequest, LeaveBalance] as const) {
    const rows = (await (model as typeof LeaveRequest).findAll({
      attributes: ['leaveTypeId', [fn('COUNT', col('id')), 'n']],
      where: { leaveTypeId: { [Op.in]: [...ids] } },
      group: ['leaveTypeId'],
      raw: true,
    })) as unknown as Array<{ leaveTypeId: string }>;
    for (const row of rows) used.add(row.leaveTypeId);
  }
  return used;
}

async function assertCodeFree(code: string, exceptId?: string): Promise<void> {
  const taken = await LeaveType.findOne({ where: { code, ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (taken) throw duplicate(`A leave type with code ${code} already exists`, 'code');
}

export async function createType(input: LeaveTypeInput): Promise<LeaveType> {
  await assertCodeFree(input.code);
  return LeaveType.create({ ...input });
}

export async function updateType(id: string, input: LeaveTypeInput): Promise<LeaveType> {
  const type = await findType(id);
  await assertCodeFree(input.code, id);
  type.set({ ...input });
  await type.save();
  return type;
}

/**
 * DELETE: a type no request or balance uses is removed with its policy; one in use is
 * deactivated instead (no new request, history kept).
 */
export async function deleteType(id: string): Promise<{ result: 'DELETED' | 'DEACTIVATED'; type: LeaveType | null }> {
  const type = await findType(id);
  if ((await typesInUse([id])).has(id)) {
    type.active = false;
    await type.save();
    return { result: 'DEACTIVATED', type };
  }
  const policy = await LeavePolicy.findOne({ where: { leaveTypeId: id } });
  if (policy) {
    await LeavePolicyVersion.destroy({ where: { policyId: policy.id } });
    await policy.destroy();
  }
  await type.destroy();
  return { result: 'DELETED', type: null };
}
