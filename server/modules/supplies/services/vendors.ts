import { Op, type WhereOptions } from 'sequelize';
import { searchPatterns } from '../../../../shared/search';
import { DEFAULT_VENDOR_ACCOUNTING_CODE, DEFAULT_VENDOR_PAYMENT_TERMS_DAYS, suggestVendorCode } from '../../../../shared/supplies';
import type { UpdateVendorInput, VendorInput } from '../../../../shared/schemas/supplies';
import { invalidState, notFound, refusal, validationFailed } from '../../../platform/http/problem';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { requireContext } from '../../../platform/tenancy/context';
import { Vendor } from '../models';

export interface VendorListQuery extends PageQuery {
  q?: string;
  active?: boolean;
}

export async function findVendor(id: string): Promise<Vendor> {
  const vendor = await Vendor.findByPk(id);
  if (!vendor) throw notFound('Vendor', id);
  return vendor;
}

async function assertCodeFree(code: string, exceptId?: string): Promise<void> {
  const clash = await Vendor.findOne({ where: exceptId ? { code, id: { [Op.ne]: exceptId } } : { code }, attributes: ['id'] });
  if (clash) throw refusal('DUPLICATE', 'vendor.codeTaken', { code }, { errors: [{ path: 'code', message: '', rule: 'vendor.codeTaken', params: { code } }] });
}

function codeOf(input: { code?: string; name: string }): string {
  const code = input.code ?? suggestVendorCode(input.name);
  if (!code) throw validationFailed([{ path: 'code', message: 'No code can be suggested from this name: give one' }]);
  return code;
}

/** The suggestion a form shows for a name, and whether a vendor already has it. */
export async function suggestCode(name: string): Promise<{ code: string; taken: boolean }> {
  const code = suggestVendorCode(name);
  return { code, taken: code ? (await Vendor.count({ where: { code } })) > 0 : false };
}

/** A new vendor: active, 401 and 30 days unless given, created by the caller; its code unique in the tenant. */
export async function createVendor(input: VendorInput): Promise<Vendor> {
  const code = codeOf(input);
  await assertCodeFree(code);
  return Vendor.create({
    code,
    name: input.name,
    email: input.email ?? null,
    phone: input.phone ?? null,
    address: input.address ?? null,
    taxId: input.taxId ?? null,
    iban: input.iban ?? null,
    bic: input.bic ?? null,
    accountingCode: input.accountingCode ?? DEFAULT_VENDOR_ACCOUNTING_CODE,
    paymentTermsDays: input.paymentTermsDays ?? DEFAULT_VENDOR_PAYMENT_TERMS_DAYS,
    active: true,
    notes: input.notes ?? null,
    createdBy: requireContext().userId,
  });
}

export async function updateVendor(id: string, input: UpdateVendorInput): Promise<Vendor> {
  const vendor = await findVendor(id);
  if (input.code !== undefined && input.code !== vendor.code) await assertCodeFree(input.code, id);
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  await vendor.update(patch);
  return vendor;
}

/** Activate or deactivate; asking for the state the vendor is already in is refused (409 INVALID_STATE). */
export async function setVendorActive(id: string, active: boolean): Promise<Vendor> {
  const vendor = await findVendor(id);
  if (vendor.active === active) throw invalidState(vendor.active ? 'ACTIVE' : 'INACTIVE', active ? 'activate' : 'deactivate');
  await vendor.update({ active });
  return vendor;
}

export async function listVendors(q: VendorListQuery): Promise<{ rows: Vendor[]; count: number }> {
  const conditions: WhereOptions<Vendor>[] = [];
  if (q.active !== undefined) conditions.push({ active: q.active });
  for (const pattern of searchPatterns(q.q)) conditions.push({ searchText: { [Op.like]: pattern } });
  return Vendor.findAndCountAll({ where: conditions.length ? { [Op.and]: conditions } : {}, ...pageOptions(q, [['name', 'ASC'], ['id', 'ASC']]) });
}

export async function activeVendors(): Promise<Vendor[]> {
  return Vendor.findAll({ where: { active: true }, order: [['name', 'ASC'], ['id', 'ASC']] });
}
