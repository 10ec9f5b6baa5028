import type { Test } from 'supertest';
import type { MountedRoute } from '../app';
import { realmOfPath } from '../platform/http/requirements';
import type { ApiClient } from './factories';
import { optionalKeys, sampleBody } from './sample-body';

/** One call naming the owner's record, to be sent by another tenant's account. */
export interface ForeignCall {
  label: string;
  /** The call with its smallest body, then (while refused as invalid) with every field, then with one optional field more. */
  variants: Array<(api: ApiClient) => Test>;
}

type Item = Record<string, unknown>;

/** The smallest file every upload route reads as a PDF (content-sniffed uploads included). */
const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * For every tenant route with path parameters, a call filled with ids of the owner's records
 * that the other tenant does not see: each parameter is read from the list one level up
 * (`/hr/employees/{employeeId}/documents` → an item of `GET /hr/employees` absent from the
 * other tenant's `GET /hr/employees`; the next parameter from the list under the first…).
 * Write routes get a body valid for their schema, so the refusal comes from the record's
 * lookup, not from validation.
 *
 * Routes whose parameters are only keys (`{year}`, `{code}`) are left out.
 * `sharedOnly`: routes whose ids name records both tenants see (system roles, shared templates);
 * `unresolved`: routes whose parameters no list yields.
 */
export async function foreignIdCalls(
  routes: readonly MountedRoute[],
  owner: ApiClient,
  other: ApiClient,
): Promise<{ calls: ForeignCall[]; sharedOnly: string[]; unresolved: string[] }> {
  const lists = new Map<string, Item[]>();
  const listOf = async (api: ApiClient, path: string): Promise<Item[]> => {
    const key = `${api === owner ? 'owner' : 'other'} ${path}`;
    if (!lists.has(key)) {
      const res = await api.get(`${path}?pageSize=100`);
      const body = res.body as unknown;
      const items = res.status === 200 ? (Array.isArray(body) ? body : (body as { items?: unknown })?.items) : undefined;
      lists.set(key, Array.isArray(items) ? (items as Item[]) : []);
    }
    return lists.get(key)!;
  };
  const calls: ForeignCall[] = [];
  const sharedOnly: string[] = [];
  const unresolved: string[] = [];
  for (const route of routes) {
    if (realmOfPath(route.path) !== 'tenant' || route.spec.access.kind === 'public' || !ID_PARAM.test(route.path)) continue;
    const label = `${route.method.toUpperCase()} ${route.path}`;
    const resolved = await resolvePath(route.path, (path) => listOf(owner, path), (path) => listOf(other, path));
    if (!resolved) unresolved.push(label);
    else if (!resolved.foreign) sharedOnly.push(label);
    else {
      const body = route.spec.body;
      const shapes: BodyShape[] = body ? [{}, { full: true }, ...optionalKeys(body).map((extra) => ({ extra }))] : [{}];
      calls.push({ label: `${label} (${resolved.path})`, variants: shapes.map((shape) => (api: ApiClient) => sendTo(api, route, resolved.path, label, shape)) });
    }
  }
  return { calls, sharedOnly, unresolved };
}

type BodyShape = { full?: boolean; extra?: string };

function sendTo(api: ApiClient, route: MountedRoute, path: string, seed: string, shape: BodyShape): Test {
  const { spec, method } = route;
  if (spec.upload && !spec.upload.json) {
    const request = api[method](path);
    const fields = spec.body ? (sampleBody(spec.body, seed, shape) as Record<string, unknown>) : {};
    for (const [key, value] of Object.entries(fields)) request.field(key, typeof value === 'string' ? value : JSON.stringify(value));
    return request.attach(spec.upload.field, SAMPLE_PDF, { filename: 'sample.pdf', contentType: 'application/pdf' });
  }
  if (method === 'get' || !spec.body) return api[method](path);
  return api[method](path, sampleBody(spec.body, seed, shape));
}

async function resolvePath(
  template: string,
  ownerList: (path: string) => Promise<Item[]>,
  otherList: (path: string) => Promise<Item[]>,
): Promise<{ path: string; foreign: boolean } | null> {
  let path = template;
  let foreign = false;
  for (;;) {
    const match = /\{(\w+)\}/.exec(path);
    if (!match) return { path, foreign };
    const parent = path.slice(0, match.index).replace(/\/$/, '');
    const key = match[1];
    const valueOf = (item: Item) => (key !== 'id' && isValue(item[key]) ? item[key] : item.id);
    const mine = (await ownerList(parent)).map(valueOf).filter(isValue);
    const theirs = new Set((await otherList(parent)).map(valueOf).filter(isValue).map(String));
    const own = mine.find((value) => !theirs.has(String(value)));
    if (own !== undefined && ID_NAME.test(key)) foreign = true;
    const value = own ?? mine[0];
    if (value === undefined) return null;
    path = path.replace(match[0], encodeURIComponent(String(value)));
  }
}

/** Path parameters naming a record (`{id}`, `{employeeId}`…), not a key every tenant shares (`{year}`, `{code}`). */
const ID_NAME = /^id$|Id$/;
const ID_PARAM = /\{(id|\w+Id)\}/;

const isValue = (v: unknown): v is string | number => (typeof v === 'string' && v.length > 0) || typeof v === 'number';
