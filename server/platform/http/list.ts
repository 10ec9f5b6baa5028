import { z } from 'zod';
import type { Order } from 'sequelize';

export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

/**
 * The query of a paginated list: page (from 1), pageSize (≤ 200), sort (`field` or `-field`)
 * among the given fields, plus the module's own filters.
 */
export function listQuery<T extends z.ZodRawShape = Record<never, never>>(sortable: readonly string[], filters?: T) {
  const base = z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    sort: z
      .string()
      .refine((s) => sortable.includes(s.replace(/^-/, '')), { message: `Sort by one of: ${sortable.join(', ')}` })
      .optional(),
  });
  return base.extend((filters ?? {}) as T);
}

export interface PageQuery {
  page: number;
  pageSize: number;
  sort?: string;
}

export interface ListEnvelope<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** limit/offset/order for Sequelize from a page query; `columns` maps API fields to attributes. */
export function pageOptions(q: PageQuery, fallbackOrder: Order, columns: Record<string, string> = {}) {
  let order: Order = fallbackOrder;
  if (q.sort) {
    const desc = q.sort.startsWith('-');
    const field = q.sort.replace(/^-/, '');
    order = [[columns[field] ?? field, desc ? 'DESC' : 'ASC'], ...(Array.isArray(fallbackOrder) ? fallbackOrder : [])] as Order;
  }
  return { limit: q.pageSize, offset: (q.page - 1) * q.pageSize, order };
}

export function envelope<T>(items: T[], total: number, q: PageQuery): ListEnvelope<T> {
  return { items, page: q.page, pageSize: q.pageSize, total };
}

/** Pages an in-memory array (small, already-scoped collections only). */
export function pageArray<T>(all: T[], q: PageQuery): ListEnvelope<T> {
  const start = (q.page - 1) * q.pageSize;
  return envelope(all.slice(start, start + q.pageSize), all.length, q);
}

export { listOf } from '../../../shared/views/list';

const trueOrFalse = () => z.enum(['true', 'false']);

/** A `true`/`false` query parameter, read as a boolean (absent: undefined, or `absent` when given). */
export function booleanQuery(): z.ZodOptional<z.ZodPipe<ReturnType<typeof trueOrFalse>, z.ZodTransform<boolean, 'true' | 'false'>>>;
export function booleanQuery(absent: boolean): z.ZodPipe<z.ZodDefault<ReturnType<typeof trueOrFalse>>, z.ZodTransform<boolean, 'true' | 'false'>>;
export function booleanQuery(absent?: boolean) {
  if (absent === undefined) return trueOrFalse().transform((v) => v === 'true').optional();
  return trueOrFalse()
    .default(absent ? 'true' : 'false')
    .transform((v) => v === 'true');
}

/** A comma-separated list of enum values in a query parameter (`?status=DRAFT,SENT`), upper-cased. */
export function enumListQuery<const T extends readonly [string, ...string[]]>(values: T, description: string) {
  return z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)))
    .optional()
    .meta({ description });
}
