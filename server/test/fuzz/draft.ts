/** A request being built: every part still editable by a mutation, serialized once at the end. */
export interface Draft {
  /** Path parameter values, percent-encoded at serialization unless named in `encodedParams`. */
  params: Record<string, string>;
  encodedParams: Set<string>;
  query: Array<[string, string]>;
  /** The JSON body or the multipart fields; undefined: no body. */
  body: unknown;
  transport: 'json' | 'multipart' | 'none';
  file?: { field: string; name: string; type: string; content: Buffer };
  /** Replaces the body with these bytes under this content type (malformed JSON, a form, XML…). */
  raw?: { contentType: string; text: string };
  /** Placeholders in the body whose JSON text is swapped in after JSON.stringify (`1e999`, deep nesting). */
  tokens: Map<string, string>;
}

export type PathKey = Array<string | number>;

/** Every node of a JSON value with its path, the root (path `[]`) first. */
export function locations(value: unknown, path: PathKey = [], out: Array<{ path: PathKey; value: unknown }> = []): Array<{ path: PathKey; value: unknown }> {
  out.push({ path, value });
  if (out.length > 500) return out;
  if (Array.isArray(value)) value.forEach((item, i) => locations(item, [...path, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) locations(item, [...path, key], out);
  return out;
}

/** The leaves (strings, numbers, booleans, null) of a JSON value. */
export const leaves = (value: unknown) => locations(value).filter((l) => l.path.length > 0 && (l.value === null || typeof l.value !== 'object'));

/** Sets the node at `path` (the root when empty) and answers the new root. */
export function setAt(root: unknown, path: PathKey, value: unknown): unknown {
  if (path.length === 0) return value;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  // An own property even for `__proto__`, as JSON.parse would make it.
  Object.defineProperty(parent, path[path.length - 1], { value, enumerable: true, writable: true, configurable: true });
  return root;
}

export function deleteAt(root: unknown, path: PathKey): unknown {
  if (path.length === 0) return undefined;
  let parent = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return root;
}

/** The body's JSON text with its placeholders replaced. */
export function bodyText(draft: Draft): string {
  let text = JSON.stringify(draft.body) ?? '';
  for (const [token, json] of draft.tokens) text = text.split(JSON.stringify(token)).join(json);
  return text;
}
