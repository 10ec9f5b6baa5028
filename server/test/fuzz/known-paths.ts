import type { FuzzOperation } from './operations';
import type { Prng } from './prng';

type Item = Record<string, unknown>;
const isValue = (v: unknown): v is string | number => (typeof v === 'string' && v.length > 0) || typeof v === 'number';

/**
 * Parameter sets naming real records, so that cases get past "no such record" into the
 * handlers: each parameter is read from the list one level up (`/hr/employees/{employeeId}/documents`
 * → an item of `GET /hr/employees`), as the cross-tenant sweep resolves its ids. Up to `max` sets,
 * never naming a `protectedIds` record (the caller itself, its tenant, its roles), so a case
 * cannot lock the fuzzer out.
 */
export async function knownPaths(
  op: FuzzOperation,
  list: (path: string) => Promise<Item[]>,
  protectedIds: ReadonlySet<string>,
  rng: Prng,
  max = 3,
): Promise<Array<Record<string, string>>> {
  let partial: Array<{ path: string; params: Record<string, string> }> = [{ path: op.path, params: {} }];
  for (const { name } of op.pathParams) {
    const next: typeof partial = [];
    for (const { path, params } of partial) {
      const at = path.indexOf(`{${name}}`);
      const parent = path.slice(0, at).replace(/\/$/, '');
      const items = /\{\w+\}/.test(parent) ? [] : await list(parent);
      const values = [...new Set(items.map((item) => (name !== 'id' && isValue(item[name]) ? item[name] : item.id)).filter(isValue).map(String))].filter((v) => !protectedIds.has(v));
      for (let i = 0; i < Math.min(max, values.length); i++) {
        const value = values.splice(rng.int(0, values.length - 1), 1)[0];
        next.push({ path: path.replace(`{${name}}`, encodeURIComponent(value)), params: { ...params, [name]: value } });
      }
    }
    partial = next.slice(0, max);
    if (!partial.length) return [];
  }
  return partial.map((p) => p.params);
}
