import { Op, type WhereOptions } from 'sequelize';
import { isThirdPartyAccount, thirdPartyKindOf, type ChartStandard, type ThirdPartyKind } from '../../../../shared/accounting';
import { businessRule, duplicate, notFound } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { port } from '../../../platform/modules';
import { nextCounterValue } from '../journal/piece-numbers';
import { ThirdParty } from '../models';
import { inLedgerTransaction, ledgerDb } from '../runtime';

/** The name folded for look-ups: "  Hôtel  Lagune " and "hôtel lagune" are one third party. */
export function thirdPartyNameKey(name: string): string {
  return name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

const CODE_LETTER: Record<ThirdPartyKind, string> = { CUSTOMER: 'C', SUPPLIER: 'F', EMPLOYEE: 'S', OTHER: 'D' };

/** `C00001` (customers), `F…` (fournisseurs), `S…` (salariés), `D…` (divers), from the tenant's counter of the kind. */
async function nextCode(kind: ThirdPartyKind): Promise<string> {
  const letter = CODE_LETTER[kind];
  for (;;) {
    const code = `${letter}${String(await nextCounterValue(`TIERS-${letter}`, 0)).padStart(5, '0')}`;
    // A code typed by hand may already hold the next number: skip it.
    if (!(await ThirdParty.findOne({ where: { code }, attributes: ['id'] }))) return code;
  }
}

export interface ThirdPartyInput {
  name: string;
  kind: ThirdPartyKind;
  code?: string | null;
  employeeId?: string | null;
  email?: string | null;
  phone?: string | null;
}

async function assertFree(input: { kind: ThirdPartyKind; name: string; code?: string | null; employeeId?: string | null }, exceptId?: string): Promise<void> {
  const other = exceptId ? { id: { [Op.ne]: exceptId } } : {};
  if (await ThirdParty.findOne({ where: { kind: input.kind, nameKey: thirdPartyNameKey(input.name), ...other }, attributes: ['id'] })) {
    throw duplicate(`A third party of this kind is already named ${input.name}`, 'name');
  }
  if (input.code && (await ThirdParty.findOne({ where: { code: input.code, ...other }, attributes: ['id'] }))) throw duplicate(`The code ${input.code} already exists`, 'code');
  if (input.employeeId && (await ThirdParty.findOne({ where: { employeeId: input.employeeId, ...other }, attributes: ['id'] }))) {
    throw duplicate('This employee already has a third-party record', 'employeeId');
  }
}

async function assertEmployee(kind: ThirdPartyKind, employeeId: string | null | undefined): Promise<void> {
  if (!employeeId) return;
  if (kind !== 'EMPLOYEE') throw businessRule('Only an EMPLOYEE third party is linked to an employee', { errors: [{ path: 'employeeId', message: 'Kind EMPLOYEE only' }] });
  if (!(await port('people').employeeSummary(employeeId))) throw businessRule('Unknown employee', { errors: [{ path: 'employeeId', message: 'Unknown employee' }] });
}

export async function createThirdParty(input: ThirdPartyInput): Promise<ThirdParty> {
  await assertEmployee(input.kind, input.employeeId);
  await assertFree(input);
  return ThirdParty.create({
    code: input.code ?? (await nextCode(input.kind)),
    name: input.name,
    nameKey: thirdPartyNameKey(input.name),
    kind: input.kind,
    employeeId: input.employeeId ?? null,
    email: input.email ?? null,
    phone: input.phone ?? null,
    active: true,
  });
}

export async function getThirdParty(id: string): Promise<ThirdParty> {
  const party = await ThirdParty.findByPk(id);
  if (!party) throw notFound('Third party', id);
  return party;
}

/** Renaming keeps the name written on the party's lines in step with it. */
export async function updateThirdParty(id: string, input: Partial<Omit<ThirdPartyInput, 'kind'>> & { active?: boolean }): Promise<ThirdParty> {
  const party = await getThirdParty(id);
  const previousName = party.name;
  const name = input.name ?? party.name;
  const employeeId = input.employeeId === undefined ? party.employeeId : input.employeeId;
  await assertEmployee(party.kind, employeeId);
  await assertFree({ kind: party.kind, name, code: input.code ?? undefined, employeeId }, party.id);
  await party.update({
    name,
    nameKey: thirdPartyNameKey(name),
    code: input.code ?? party.code,
    employeeId,
    email: input.email === undefined ? party.email : input.email,
    phone: input.phone === undefined ? party.phone : input.phone,
    active: input.active ?? party.active,
  });
  if (name !== previousName) {
    await ledgerDb().query('UPDATE journal_lines SET third_party = :name WHERE tenant_id = :tenantId AND third_party_id = :id', {
      replacements: { name, tenantId: party.tenantId, id: party.id },
    });
  }
  return party;
}

export interface ThirdPartyFilters extends PageQuery {
  q?: string;
  kind?: ThirdPartyKind;
  active?: boolean;
}

export const THIRD_PARTY_SORTS = ['code', 'name', 'kind', 'createdAt'] as const;

export async function listThirdParties(filters: ThirdPartyFilters): Promise<{ rows: ThirdParty[]; count: number }> {
  const where: Record<string | symbol, unknown> = {};
  if (filters.kind) where.kind = filters.kind;
  if (filters.active !== undefined) where.active = filters.active;
  if (filters.q) {
    const q = filters.q.replace(/[\\%_]/g, '');
    where[Op.or] = [{ nameKey: { [Op.like]: `%${thirdPartyNameKey(q)}%` } }, { code: { [Op.like]: `${q.toUpperCase()}%` } }];
  }
  const { limit, offset, order } = pageOptions(filters, [['name', 'ASC']]);
  return ThirdParty.findAndCountAll({ where: where as WhereOptions<ThirdParty>, limit, offset, order });
}

/**
 * The third party of a line written by name (other modules, imports): found by kind and name,
 * created when missing. Concurrent writers of a new name end up with the same record (unique
 * index on kind and folded name; the loser's insert is ignored).
 */
export async function thirdPartyByName(name: string, kind: ThirdPartyKind): Promise<ThirdParty> {
  const nameKey = thirdPartyNameKey(name);
  const existing = await ThirdParty.findOne({ where: { kind, nameKey } });
  if (existing) return existing;
  return inLedgerTransaction(async () => {
    await ThirdParty.bulkCreate([{ code: await nextCode(kind), name: name.trim().slice(0, 100), nameKey, kind, active: true }], { ignoreDuplicates: true });
    const party = await ThirdParty.findOne({ where: { kind, nameKey } });
    if (!party) throw new Error(`Third party ${name} could not be created`);
    return party;
  });
}

/** Employees who have no third-party record yet get one (kind EMPLOYEE), named as in the directory. */
export async function importEmployees(): Promise<number> {
  const employees = await port('people').employeesInStatus(['ACTIVE', 'ON_LEAVE', 'SUSPENDED', 'PRE_HIRE']);
  const linked = new Set((await ThirdParty.findAll({ where: { employeeId: { [Op.ne]: null } }, attributes: ['employeeId'] })).map((p) => p.employeeId));
  let created = 0;
  for (const employee of employees) {
    if (linked.has(employee.id)) continue;
    const nameKey = thirdPartyNameKey(employee.name);
    const sameName = await ThirdParty.findOne({ where: { kind: 'EMPLOYEE', nameKey } });
    if (sameName) {
      if (!sameName.employeeId) await sameName.update({ employeeId: employee.id });
      continue;
    }
    await ThirdParty.create({ code: await nextCode('EMPLOYEE'), name: employee.name.slice(0, 100), nameKey, kind: 'EMPLOYEE', employeeId: employee.id, email: employee.email, active: true });
    created++;
  }
  return created;
}

export interface LineParty {
  thirdPartyId: string | null;
  thirdParty: string | null;
}

/**
 * The third party of each line: a third party given by id must exist, be active and sit on a
 * third-party account (40x, 41x, 42x, 47x); a name on a third-party account resolves to (or
 * creates) the third party of the account's kind; a name on any other account stays a name.
 */
export async function partiesOfLines(
  lines: ReadonlyArray<{ accountCode: string; thirdPartyId?: string | null; thirdParty?: string | null }>,
  standard: ChartStandard,
  options: { allowInactive?: boolean } = {},
): Promise<LineParty[]> {
  const ids = [...new Set(lines.map((l) => l.thirdPartyId).filter((id): id is string => Boolean(id)))];
  const byId = new Map((ids.length ? await ThirdParty.findAll({ where: { id: ids } }) : []).map((p) => [p.id, p]));
  const errors: Array<{ path: string; message: string }> = [];
  const result: LineParty[] = [];
  const byName = new Map<string, ThirdParty>();
  for (const [i, line] of lines.entries()) {
    const onPartyAccount = isThirdPartyAccount(line.accountCode, standard);
    if (line.thirdPartyId) {
      const party = byId.get(line.thirdPartyId);
      if (!party) errors.push({ path: `lines.${i}.thirdPartyId`, message: 'Unknown third party' });
      else if (!party.active && !options.allowInactive) errors.push({ path: `lines.${i}.thirdPartyId`, message: `Third party ${party.code} is inactive` });
      else if (!onPartyAccount) errors.push({ path: `lines.${i}.thirdPartyId`, message: `Account ${line.accountCode} is not a third-party account` });
      result.push({ thirdPartyId: party?.id ?? null, thirdParty: party?.name ?? null });
    } else if (line.thirdParty?.trim() && onPartyAccount) {
      const kind = thirdPartyKindOf(line.accountCode);
      const key = `${kind}|${thirdPartyNameKey(line.thirdParty)}`;
      const party = byName.get(key) ?? (await thirdPartyByName(line.thirdParty, kind));
      byName.set(key, party);
      result.push({ thirdPartyId: party.id, thirdParty: party.name });
    } else {
      result.push({ thirdPartyId: null, thirdParty: line.thirdParty?.trim() || null });
    }
  }
  if (errors.length) throw businessRule('An entry line names a third party it cannot carry', { errors });
  return result;
}
