import { Op, fn, col } from 'sequelize';
import type { CompanyValueInput } from '../../../../shared/schemas/satisfaction';
import { normalizeForSearch } from '../../../../shared/search';
import { notFound, refusal } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { CompanyValue, FeedbackMessage } from '../models';

const nameKey = (name: string) => normalizeForSearch(name).slice(0, 80);

async function assertNameFree(name: string, exceptId?: string): Promise<void> {
  const taken = await CompanyValue.findOne({ where: { nameKey: nameKey(name), ...(exceptId ? { id: { [Op.ne]: exceptId } } : {}) } });
  if (taken) throw refusal('DUPLICATE', 'satisfaction.valueNameTaken', { name }, { errors: [{ path: 'name', message: `A company value named ${name} already exists` }] });
}

export async function findValue(id: string): Promise<CompanyValue> {
  const value = await CompanyValue.findByPk(id);
  if (!value) throw notFound('Company value', id);
  return value;
}

/** A new value; a name already taken (accents and case aside) answers 409 DUPLICATE, also when two arrive together (unique index). */
export async function createValue(input: CompanyValueInput): Promise<CompanyValue> {
  await assertNameFree(input.name);
  return CompanyValue.create({ name: input.name, nameKey: nameKey(input.name), description: input.description || null });
}

export async function updateValue(id: string, input: CompanyValueInput): Promise<CompanyValue> {
  const value = await findValue(id);
  await assertNameFree(input.name, id);
  return value.update({ name: input.name, nameKey: nameKey(input.name), description: input.description || null });
}

export async function setValueActive(id: string, active: boolean): Promise<CompanyValue> {
  const value = await findValue(id);
  return value.active === active ? value : value.update({ active });
}

/** Deletes a value no message names; one that is named stays (422): deactivate it instead. */
export async function deleteValue(id: string): Promise<void> {
  const value = await findValue(id);
  if (await FeedbackMessage.count({ where: { valueId: id } })) throw refusal('BUSINESS_RULE', 'satisfaction.valueInUse');
  await value.destroy();
}

export async function listValues(query: PageQuery & { active?: boolean }) {
  return CompanyValue.findAndCountAll({
    where: query.active === undefined ? {} : { active: query.active },
    ...pageOptions(query, [['name', 'ASC'], ['id', 'ASC']]),
  });
}

/** How many messages name each value. */
export async function messageCounts(ids: readonly string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = (await FeedbackMessage.findAll({
    where: { valueId: { [Op.in]: [...ids] } },
    attributes: ['valueId', [fn('COUNT', col('id')), 'n']],
    group: ['valueId'],
    raw: true,
  })) as unknown as Array<{ valueId: string; n: number | string }>;
  return new Map(rows.map((r) => [r.valueId, Number(r.n)]));
}
