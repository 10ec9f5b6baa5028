import { z } from 'zod';

/** The list envelope every paginated answer uses (api-contract.md, Shapes). */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() });
}
