import { createHash, randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { z, type ZodType } from 'zod';

export type JsonSchema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  components?: { schemas?: Record<string, JsonSchema> };
  default?: unknown;
};

const FORMATS: Record<string, () => string> = {
  uuid: () => randomUUID(),
  email: () => 'sample@example.test',
  date: () => '2026-11-20',
  'date-time': () => '2026-11-20T09:00:00.000Z',
  time: () => '09:00',
  uri: () => 'https://example.test/',
  url: () => 'https://example.test/',
};

/** Values some fields check beyond their JSON Schema (a checksum, a country's length…), by field name. */
const BY_NAME: Array<[RegExp, string]> = [
  [/phone|mobile/i, '+2250102030405'],
  [/^iban$/i, 'FR7630006000011234567890189'],
  [/^bic$/i, 'BNPAFRPP'],
  [/email/i, 'sample@example.test'],
];

/** Strings tried, in order, against a pattern before generating one that matches it. */
const CANDIDATES = ['Sample', 'sample', 'SAMPLE', '2026-11-20', '2026-11-20T09:00:00.000Z', '2026-11', '09:00', '10.00', '10', 'XOF', 'CI'];

/**
 * A small body valid for a route's request schema (its required fields, each at its simplest
 * legal value), reproducible from `seed`. Cross-field refinements are not known to JSON Schema:
 * a body may still be refused by one of them.
 */
export function sampleBody(schema: ZodType, seed: string, options: { full?: boolean; extra?: string } = {}): unknown {
  const root = jsonSchemaOf(schema);
  const numeric = createHash('sha256').update(seed).digest().readUInt32BE(0);
  return sampleOf(root, { root, full: options.full ?? false, extra: options.extra }, numeric, 0, '');
}

/**
 * The same walk over a JSON Schema node of an OpenAPI document (`$ref`s into
 * `#/components/schemas` resolve against `document`); `uuid` replaces random ids, so a seeded
 * caller gets the same value every time.
 */
export function sampleJsonSchema(node: JsonSchema, document: JsonSchema, seed: number, options: { full?: boolean; uuid?: () => string } = {}): unknown {
  // A copy: `default` and `const` values come from the document itself, and callers mutate samples.
  return structuredClone(sampleOf(node, { root: document, full: options.full ?? false, uuid: options.uuid }, seed, 0, ''));
}

/** The top-level properties a body may leave out (each tried alone against "give X or Y" rules). */
export function optionalKeys(schema: ZodType): string[] {
  const root = jsonSchemaOf(schema);
  const node = root.$ref ? resolveRef(root.$ref, root) : root;
  return Object.keys(node.properties ?? {}).filter((key) => !node.required?.includes(key));
}

const converted = new WeakMap<ZodType, JsonSchema>();
function jsonSchemaOf(schema: ZodType): JsonSchema {
  if (!converted.has(schema)) converted.set(schema, z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema);
  return converted.get(schema)!;
}

/** A pattern as JavaScript reads it: zod writes `\p{L}` classes that need the unicode flag. */
function regexOf(pattern: string): RegExp {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    return new RegExp(pattern);
  }
}

interface Walk {
  root: JsonSchema;
  /** Every property, not only the required ones (cross-field rules: "give X or Y"). */
  full: boolean;
  /** One top-level optional property to fill besides the required ones. */
  extra?: string;
  uuid?: () => string;
}

function sampleOf(node: JsonSchema, walk: Walk, seed: number, depth: number, key: string): unknown {
  const { root } = walk;
  if (node.$ref) return sampleOf(resolveRef(node.$ref, root), walk, seed, depth + 1, key);
  if (node.const !== undefined) return node.const;
  if (node.enum?.length) return node.enum[0];
  if (node.default !== undefined) return node.default;
  const choice = node.anyOf ?? node.oneOf;
  if (choice?.length) return sampleOf(choice.find((c) => c.type !== 'null') ?? choice[0], walk, seed, depth + 1, key);
  if (node.allOf?.length) return sampleOf(Object.assign({}, ...node.allOf), walk, seed, depth + 1, key);
  const type = Array.isArray(node.type) ? (node.type.find((t) => t !== 'null') ?? node.type[0]) : node.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      const keys = walk.full && depth < 6 ? Object.keys(node.properties ?? {}) : [...(node.required ?? []), ...(depth === 0 && walk.extra ? [walk.extra] : [])];
      for (const name of keys) out[name] = sampleOf(node.properties?.[name] ?? {}, walk, seed + name.length, depth + 1, name);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(node.minItems ?? 0, walk.full && depth < 6 ? 1 : 0) }, (_, i) => sampleOf(node.items ?? {}, walk, seed + i, depth + 1, key));
    case 'string':
      return node.format === 'uuid' && walk.uuid ? walk.uuid() : stringOf(node, seed, key);
    case 'integer':
    case 'number':
      return numberOf(node);
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      return depth > 20 ? null : {};
  }
}

function stringOf(node: JsonSchema, seed: number, key: string): string {
  const later = /^(end|to|until)|End|Until$/.test(key);
  if (node.format === 'date-time') return later ? '2026-11-20T17:00:00.000Z' : FORMATS['date-time']();
  if (node.format && FORMATS[node.format]) return FORMATS[node.format]();
  const min = node.minLength ?? 1;
  const fits = (value: string) => value.length >= min && value.length <= (node.maxLength ?? Infinity) && (!node.pattern || regexOf(node.pattern).test(value));
  const named = BY_NAME.find(([name]) => name.test(key))?.[1];
  if (named && fits(named)) return named;
  const candidate = (later ? ['2026-11-21', '2026-11-20T17:00:00.000Z', '17:00'] : []).concat(CANDIDATES).find(fits);
  if (node.pattern && candidate) return candidate;
  if (node.pattern) {
    const [value] = fc.sample(fc.stringMatching(regexOf(node.pattern)).filter((s) => s.length >= min && s.length <= (node.maxLength ?? Infinity)), { seed, numRuns: 1 });
    return value;
  }
  return 'sample text'.padEnd(min, 'x').slice(0, node.maxLength ?? Infinity);
}

function numberOf(node: JsonSchema): number {
  const low = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : node.minimum;
  if (low !== undefined) return Math.max(low, Math.min(1, node.maximum ?? 1));
  return Math.min(1, node.maximum ?? 1);
}

function resolveRef(ref: string, root: JsonSchema): JsonSchema {
  if (ref === '#') return root;
  const component = /^#\/components\/schemas\/(.+)$/.exec(ref);
  const target = component ? root.components?.schemas?.[component[1]] : root.$defs?.[ref.replace(/^#\/\$defs\//, '')];
  if (!target) throw new Error(`Unresolved $ref ${ref}`);
  return target;
}
