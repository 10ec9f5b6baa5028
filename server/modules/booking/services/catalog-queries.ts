import { Op, col, fn, where, type WhereOptions } from 'sequelize';
import { envelope, pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { requireContext } from '../../../platform/tenancy/context';
import { Blockout } from '../models/blockout';
import { Resource, type ResourceStatus } from '../models/resource';
import { ResourceType } from '../models/resource-type';
import { managesCatalog } from '../policy';
import { presentBlockout, presentResource, presentType } from '../presenter';
import { personMap, type Directory } from './directory';
import { findResource } from './resources-lookup';

/**
 * Case-insensitive "contains", with the user's text taken literally: ILIKE with escaped
 * wildcards on PostgreSQL, instr() on lower-cased text on SQLite (whose LIKE has no default escape).
 */
function contains(column: string, text: string): WhereOptions {
  if (Resource.sequelize?.getDialect() === 'postgres') {
    return where(col(column), Op.iLike, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  }
  return where(fn('instr', fn('lower', col(column)), text.toLowerCase()), Op.gt, 0);
}

export async function listTypes(q: PageQuery & { q?: string }) {
  const { rows, count } = await ResourceType.findAndCountAll({
    where: q.q ? contains('BookingResourceType.name', q.q) : {},
    ...pageOptions(q, [['name', 'ASC']]),
  });
  return envelope(rows.map(presentType), count, q);
}

export interface ResourceFilters {
  q?: string;
  typeId?: string;
  status?: ResourceStatus;
  location?: string;
  ownerId?: string;
  minCapacity?: number;
  owned?: boolean;
}

/** The catalogue: people who only book see active resources; catalogue managers see all. */
export async function listResources(q: PageQuery & ResourceFilters, directory: Directory) {
  const ctx = requireContext();
  const and: WhereOptions<Resource>[] = [];
  if (q.q)
    and.push({
      [Op.or]: [
        contains('BookingResource.name', q.q),
        contains('BookingResource.code', q.q),
        contains('BookingResource.location', q.q),
      ],
    });
  if (q.typeId) and.push({ typeId: q.typeId });
  if (q.location) and.push(contains('BookingResource.location', q.location));
  if (q.ownerId) and.push({ ownerId: q.ownerId });
  if (q.owned) and.push({ ownerId: ctx.userId as string });
  if (q.minCapacity) and.push({ capacity: { [Op.gte]: q.minCapacity } });
  if (!managesCatalog(ctx)) and.push({ status: 'ACTIVE' });
  else if (q.status) and.push({ status: q.status });
  const { rows, count } = await Resource.findAndCountAll({
    where: { [Op.and]: and },
    include: [{ model: ResourceType, as: 'type' }],
    ...pageOptions(q, [
      ['name', 'ASC'],
      ['id', 'ASC'],
    ]),
  });
  const people = await personMap(
    directory,
    rows.map((r) => r.ownerId),
  );
  return envelope(
    rows.map((r) => presentResource(r, people)),
    count,
    q,
  );
}

export async function resourceDetail(id: string, directory: Directory) {
  const resource = await findResource(id);
  if (resource.status !== 'ACTIVE' && !managesCatalog() && resource.ownerId !== requireContext().userId) {
    throw notFound('Resource', id);
  }
  return presentResource(resource, await personMap(directory, [resource.ownerId]));
}

export async function listBlockouts(
  q: PageQuery & { resourceId?: string; from?: string; to?: string },
  directory: Directory,
) {
  const where: WhereOptions<Blockout> = {
    ...(q.resourceId ? { resourceId: q.resourceId } : {}),
    ...(q.to ? { startAt: { [Op.lt]: new Date(q.to) } } : {}),
    ...(q.from ? { endAt: { [Op.gt]: new Date(q.from) } } : {}),
  };
  const { rows, count } = await Blockout.findAndCountAll({
    where,
    ...pageOptions(
      q,
      [
        ['startAt', 'ASC'],
        ['id', 'ASC'],
      ],
      { start: 'startAt' },
    ),
  });
  const people = await personMap(
    directory,
    rows.map((k) => k.createdBy),
  );
  return envelope(
    rows.map((k) => presentBlockout(k, people)),
    count,
    q,
  );
}
