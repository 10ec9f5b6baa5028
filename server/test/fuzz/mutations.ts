import type { Prng } from './prng';
import { deleteAt, leaves, locations, setAt, type Draft } from './draft';
import { EXTRA_KEYS, EXTREME_NUMBERS, IMPOSSIBLE_DATES, NUMERIC_STRINGS, OTHER_TYPES, PATH_VALUES, UNICODE_STRINGS } from './values';

/** One way of spoiling a request: answers what it did, or null when the request has nothing it applies to. */
export type Mutation = (draft: Draft, rng: Prng) => string | null;

const NUL = '\u0000';
const DATE_LIKE = /^\d{4}-\d{2}|date|At$|^(from|to|start|end|since|until|month|period|year)/i;

/** A string slot of the request: a body leaf, a query value or a path parameter. */
function stringSlots(draft: Draft): Array<{ where: string; set: (value: string) => void; key: string; value: unknown }> {
  const slots: Array<{ where: string; set: (value: string) => void; key: string; value: unknown }> = [];
  if (draft.transport !== 'none') {
    for (const leaf of leaves(draft.body)) {
      slots.push({ where: `body.${leaf.path.join('.')}`, key: String(leaf.path[leaf.path.length - 1]), value: leaf.value, set: (v) => void (draft.body = setAt(draft.body, leaf.path, v)) });
    }
  }
  draft.query.forEach((entry, i) => slots.push({ where: `query.${entry[0]}`, key: entry[0], value: entry[1], set: (v) => void (draft.query[i] = [entry[0], v]) }));
  for (const name of Object.keys(draft.params)) {
    slots.push({ where: `path.${name}`, key: name, value: draft.params[name], set: (v) => ((draft.params[name] = v), draft.encodedParams.delete(name)) });
  }
  return slots;
}

const bodyNodes = (draft: Draft) => (draft.transport === 'json' ? locations(draft.body) : []);

function token(draft: Draft, json: string): string {
  const name = `__fuzz_token_${draft.tokens.size}__`;
  draft.tokens.set(name, json);
  return name;
}

export const MUTATIONS: Record<string, Mutation> = {
  wrongType(draft, rng) {
    const nodes = bodyNodes(draft);
    if (!nodes.length) return null;
    const node = rng.pick(nodes);
    const value = structuredClone(rng.pick(OTHER_TYPES));
    draft.body = setAt(draft.body, node.path, value);
    return `body.${node.path.join('.')} = ${JSON.stringify(value)}`;
  },
  missingField(draft, rng) {
    const fields = locations(draft.body).filter((l) => l.path.length > 0);
    if (draft.transport === 'none' || !fields.length) return null;
    const node = rng.pick(fields);
    draft.body = deleteAt(draft.body, node.path);
    return `without body.${node.path.join('.')}`;
  },
  extraField(draft, rng) {
    const objects = locations(draft.body).filter((l) => l.value && typeof l.value === 'object' && !Array.isArray(l.value));
    if (draft.transport === 'none' || !objects.length) return null;
    const node = rng.pick(objects);
    const key = rng.pick(EXTRA_KEYS);
    const value = structuredClone(rng.pick(OTHER_TYPES));
    draft.body = setAt(draft.body, [...node.path, key], value);
    return `extra body.${[...node.path, key].join('.')} = ${JSON.stringify(value)}`;
  },
  hugeString(draft, rng) {
    const slots = stringSlots(draft).filter((s) => !s.where.startsWith('path.'));
    if (!slots.length) return null;
    const slot = rng.pick(slots);
    const length = rng.pick([256, 4_097, 65_536, 300_000]);
    slot.set(rng.pick(['x', 'é', '😀', 'a b']).repeat(length).slice(0, length));
    return `${slot.where} = ${length} characters`;
  },
  extremeNumber(draft, rng) {
    const numbers = leaves(draft.body).filter((l) => typeof l.value === 'number');
    const nodes = numbers.length ? numbers : bodyNodes(draft).filter((l) => l.path.length > 0);
    if (draft.transport !== 'json' || !nodes.length) return null;
    const node = rng.pick(nodes);
    if (rng.chance(0.25)) {
      const text = rng.pick(['1e999', '-1e999', '123456789012345678901234567890', '1.0000000000000000000001']);
      draft.body = setAt(draft.body, node.path, token(draft, text));
      return `body.${node.path.join('.')} = ${text} (raw JSON)`;
    }
    const value = rng.pick(EXTREME_NUMBERS);
    draft.body = setAt(draft.body, node.path, value);
    return `body.${node.path.join('.')} = ${value}`;
  },
  numericString(draft, rng) {
    const slots = stringSlots(draft);
    const numeric = slots.filter((s) => typeof s.value === 'number' || /^-?\d+(\.\d+)?$/.test(String(s.value)));
    const pool = numeric.length ? numeric : slots;
    if (!pool.length) return null;
    const slot = rng.pick(pool);
    const value = rng.pick(NUMERIC_STRINGS);
    slot.set(value);
    return `${slot.where} = ${JSON.stringify(value)}`;
  },
  impossibleDate(draft, rng) {
    const slots = stringSlots(draft);
    const dated = slots.filter((s) => DATE_LIKE.test(String(s.value)) || DATE_LIKE.test(s.key));
    const pool = dated.length ? dated : slots;
    if (!pool.length) return null;
    const slot = rng.pick(pool);
    const value = rng.pick(IMPOSSIBLE_DATES);
    slot.set(value);
    return `${slot.where} = ${value}`;
  },
  unicode(draft, rng) {
    const slots = stringSlots(draft);
    if (!slots.length) return null;
    const slot = rng.pick(slots);
    const value = rng.pick(UNICODE_STRINGS);
    slot.set(rng.chance(0.5) && typeof slot.value === 'string' ? `${slot.value}${value}` : value);
    return `${slot.where} ⊃ ${JSON.stringify(value)}`;
  },
  deepNesting(draft, rng) {
    if (draft.transport !== 'json') return null;
    const depth = rng.pick([64, 1_000, 20_000, 100_000]);
    const open = rng.chance(0.5) ? '[' : '{"a":';
    const json = `${open.repeat(depth)}1${(open === '[' ? ']' : '}').repeat(depth)}`;
    const nodes = bodyNodes(draft);
    const node = rng.pick(nodes);
    draft.body = setAt(draft.body, node.path, token(draft, json));
    return `body.${node.path.join('.')} nested ${depth} deep`;
  },
  arrayForObject(draft, rng) {
    const objects = bodyNodes(draft).filter((l) => l.value && typeof l.value === 'object');
    if (!objects.length) return null;
    const node = rng.pick(objects);
    const value = Array.isArray(node.value) ? Object.assign({}, node.value) : [node.value];
    draft.body = setAt(draft.body, node.path, value);
    return `body.${node.path.join('.')} ${Array.isArray(node.value) ? 'an object for an array' : 'an array for an object'}`;
  },
  scalarBody(draft, rng) {
    if (draft.transport !== 'json') return null;
    const text = rng.pick(['"text"', '42', 'null', 'true', '[]', '[[]]', '""']);
    draft.raw = { contentType: 'application/json', text };
    return `body ${text}`;
  },
  malformedBody(draft, rng) {
    if (draft.transport === 'none') return null;
    const raw = rng.pick([
      { contentType: 'application/json', text: '{"a":' },
      { contentType: 'application/json', text: "{'a':1}" },
      { contentType: 'application/json', text: '\uFEFF{}' },
      { contentType: 'application/json; charset=latin1', text: '{}' },
      { contentType: 'text/plain', text: 'plain text' },
      { contentType: 'application/xml', text: '<a>1</a>' },
      { contentType: 'application/x-www-form-urlencoded', text: 'a=1&b[c]=2&b=3' },
      { contentType: 'multipart/form-data; boundary=zz', text: '--zz\r\ngarbage\r\n' },
      { contentType: 'multipart/form-data', text: 'x' },
      { contentType: 'multipart/form-data; boundary=zz', text: '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated' },
    ]);
    draft.raw = raw;
    return `body ${raw.contentType}: ${JSON.stringify(raw.text)}`;
  },
  noBody(draft) {
    if (draft.transport === 'none') return null;
    draft.transport = 'none';
    draft.body = undefined;
    delete draft.file;
    return 'no body';
  },
  pathValue(draft, rng) {
    const names = Object.keys(draft.params);
    if (!names.length) return null;
    const name = rng.pick(names);
    const { value, encoded } = rng.pick(PATH_VALUES);
    draft.params[name] = value;
    if (encoded) draft.encodedParams.add(name);
    else draft.encodedParams.delete(name);
    return `path.${name} = ${JSON.stringify(value.slice(0, 40))}`;
  },
  queryShape(draft, rng) {
    const choice = rng.int(0, 3);
    if (choice === 0 && draft.query.length) {
      const [key, value] = rng.pick(draft.query);
      draft.query.push([key, value]);
      return `query.${key} repeated`;
    }
    if (choice === 1) {
      const key = rng.pick(['page', 'pageSize', 'sort', 'q', 'from', 'to', 'status', 'format', '__proto__', 'a[b]']);
      const value = rng.pick(['-1', '0', '1e9', 'NaN', '', 'x'.repeat(1000), 'desc; DROP TABLE users']);
      draft.query.push([key, value]);
      return `query.${key} = ${JSON.stringify(value.slice(0, 40))}`;
    }
    if (choice === 2 && draft.query.length) {
      const i = rng.int(0, draft.query.length - 1);
      const [key] = draft.query.splice(i, 1)[0];
      return `without query.${key}`;
    }
    draft.query.push(['', rng.pick(['', 'x', '='])]);
    return 'query with an empty key';
  },
  fileContent(draft, rng) {
    if (draft.transport !== 'multipart' || !draft.file) return null;
    const choice = rng.pick([
      { name: 'empty.pdf', type: 'application/pdf', content: Buffer.alloc(0) },
      { name: 'cv.pdf', type: 'application/pdf', content: Buffer.from('Just text, named like a PDF\n') },
      { name: 'photo.png', type: 'image/png', content: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
      { name: 'evil.html', type: 'text/html', content: Buffer.from('<script>alert(1)</script>') },
      { name: '../../etc/passwd', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: `${'n'.repeat(2000)}.pdf`, type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'nul\u0000.pdf', type: 'application/pdf', content: Buffer.from('%PDF-1.4\n%%EOF\n') },
      { name: 'random.bin', type: 'application/octet-stream', content: Buffer.from(Array.from({ length: 64 }, () => rng.int(0, 255))) },
    ]);
    draft.file = { field: draft.file.field, ...choice };
    return `file ${JSON.stringify(choice.name.slice(0, 30))} (${choice.content.length} bytes)`;
  },
  nul(draft, rng) {
    const slots = stringSlots(draft);
    if (!slots.length) return null;
    const slot = rng.pick(slots);
    slot.set(`x${NUL}y`);
    return `${slot.where} carries a NUL`;
  },
};

export const MUTATION_NAMES = Object.keys(MUTATIONS);
