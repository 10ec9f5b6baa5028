import { sampleJsonSchema, type JsonSchema } from '../sample-body';
import { bodyText, type Draft } from './draft';
import { MUTATIONS, MUTATION_NAMES } from './mutations';
import { resolved, type FuzzOperation } from './operations';
import { Prng } from './prng';

/** Files an upload may be given as its valid base: a PDF, a PNG, a JPEG, a DOCX-shaped ZIP. */
const BASE_FILES = [
  { name: 'sample.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n') },
  { name: 'sample.png', type: 'image/png', content: Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex') },
  { name: 'sample.jpg', type: 'image/jpeg', content: Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex') },
  { name: 'sample.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', content: Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('....[Content_Types].xml word/document.xml')]) },
  { name: 'sample.csv', type: 'text/csv', content: Buffer.from('a;b\n1;2\n') },
];

export interface FuzzCase {
  /** `<operation index>.<case index>`: with the run's seed, names one case for a replay. */
  id: string;
  op: FuzzOperation;
  mutations: string[];
  /** The one mutation put a NUL in a path, query or body string: the answer must be 400. */
  nulOnly: boolean;
  method: string;
  url: string;
  /** A fresh fetch init each time (a FormData body is read once). */
  init: () => RequestInit;
}

const uuidOf = (rng: Prng) => () => {
  const hex = Array.from({ length: 32 }, () => rng.int(0, 15).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/**
 * Percent-encoding that also carries what encodeURIComponent refuses: a lone surrogate goes as its
 * WTF-8 bytes (`%ED%A0%80`), which no UTF-8 decoder accepts.
 */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const code = ch.charCodeAt(0);
        if (ch.length > 1 || code < 0xd800 || code > 0xdfff) return encodeURIComponent(ch);
        return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * Case `index` of an operation: 0 and 1 are its valid bases (required fields only, every field),
 * the others a base under one to three mutations. `paths` are parameter sets naming real records.
 */
export function buildCase(op: FuzzOperation, opIndex: number, index: number, runSeed: number, document: JsonSchema, paths: ReadonlyArray<Record<string, string>>): FuzzCase {
  const rng = new Prng((runSeed ^ Math.imul(opIndex + 1, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  const uuid = uuidOf(rng);
  const full = index === 1 || (index > 1 && rng.chance(0.5));
  const draft: Draft = {
    params: {},
    encodedParams: new Set(),
    query: [],
    body: undefined,
    transport: op.multipart ? 'multipart' : op.json ? 'json' : 'none',
    tokens: new Map(),
  };
  const known = paths.length ? rng.pick(paths) : {};
  for (const param of op.pathParams) draft.params[param.name] = known[param.name] ?? asText(sampleJsonSchema(param.schema, document, rng.seed(), { uuid }));
  for (const param of op.queryParams) {
    if (param.required || (full && rng.chance(0.7))) draft.query.push([param.name, asText(sampleJsonSchema(param.schema, document, rng.seed(), { full, uuid }))]);
  }
  // A route reading both multipart and JSON gets its JSON body half of the time.
  if (op.multipart && op.json && rng.chance(0.5)) draft.transport = 'json';
  if (draft.transport === 'json') draft.body = sampleJsonSchema(resolved(op.json, document), document, rng.seed(), { full, uuid });
  if (draft.transport === 'multipart') {
    draft.body = sampleJsonSchema(op.multipart!.fields, document, rng.seed(), { full, uuid });
    if (op.multipart!.fileRequired || rng.chance(0.7)) draft.file = { field: op.multipart!.fileField, ...rng.pick(BASE_FILES) };
  }

  const mutations: string[] = [];
  const count = index < 2 ? 0 : rng.pick([1, 1, 1, 2, 2, 3]);
  const names = count === 1 && rng.chance(0.08) ? ['nul'] : MUTATION_NAMES.filter((n) => n !== 'nul');
  for (let tries = 0; mutations.length < count && tries < 20; tries++) {
    const done = MUTATIONS[rng.pick(names)](draft, rng);
    if (done) mutations.push(done);
  }
  const nulOnly = mutations.length === 1 && names.length === 1;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => (draft.encodedParams.has(name) ? draft.params[name] : encode(draft.params[name] ?? '')));
  const query = draft.query.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&');
  return { id: `${opIndex}.${index}`, op, mutations, nulOnly, method: op.method.toUpperCase(), url: query ? `${path}?${query}` : path, init: () => initOf(op, draft) };
}

function initOf(op: FuzzOperation, draft: Draft): RequestInit {
  const init: RequestInit & { headers: Record<string, string> } = { method: op.method.toUpperCase(), headers: {}, redirect: 'manual' };
  if (draft.raw) {
    init.headers['content-type'] = draft.raw.contentType;
    init.body = draft.raw.text;
  } else if (draft.transport === 'json' && draft.body !== undefined) {
    init.headers['content-type'] = 'application/json';
    init.body = bodyText(draft);
  } else if (draft.transport === 'multipart') {
    const form = new FormData();
    const fields = draft.body && typeof draft.body === 'object' && !Array.isArray(draft.body) ? Object.entries(draft.body) : [['value', draft.body] as const];
    for (const [key, value] of fields) {
      if (value !== undefined) form.append(key, typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));
    }
    if (draft.file) form.append(draft.file.field, new Blob([new Uint8Array(draft.file.content)], { type: draft.file.type }), draft.file.name);
    init.body = form;
  }
  return init;
}
