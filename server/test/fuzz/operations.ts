import type { JsonSchema } from '../sample-body';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One operation of the OpenAPI document, as the fuzzer reads it. */
export interface FuzzOperation {
  method: Method;
  /** The path template, `{name}` for each parameter. */
  path: string;
  label: string;
  access: { kind: 'public' | 'authenticated' | 'permission'; permissions?: string[] };
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; schema: JsonSchema; required: boolean }>;
  /** The application/json body, when the operation reads one. */
  json?: JsonSchema;
  /** The multipart/form-data body of an upload: its text fields and its file field. */
  multipart?: { fields: JsonSchema; fileField: string; fileRequired: boolean };
  /** The answers the operation declares (`200`, `302`, `default`…). */
  statuses: string[];
}

interface DocumentOperation {
  'x-access'?: FuzzOperation['access'];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument extends JsonSchema {
  paths: Record<string, Partial<Record<Method, DocumentOperation>>>;
}

const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** A `$ref` into `#/components/schemas`, resolved once (the document's own references). */
export function resolved(schema: JsonSchema | undefined, document: JsonSchema): JsonSchema {
  let node = schema ?? {};
  for (let i = 0; i < 10 && node.$ref; i++) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(node.$ref)?.[1];
    node = (name && document.components?.schemas?.[name]) || {};
  }
  return node;
}

/** Every operation of the document, in the document's order. */
export function operationsOf(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const access = op['x-access'];
      if (!access) throw new Error(`${method.toUpperCase()} ${path} has no x-access in the OpenAPI document`);
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const form = content['multipart/form-data']?.schema;
      let multipart: FuzzOperation['multipart'];
      if (form) {
        const node = resolved(form, document);
        const fileField = Object.entries(node.properties ?? {}).find(([, s]) => resolved(s, document).format === 'binary')?.[0];
        if (!fileField) throw new Error(`${method.toUpperCase()} ${path}: a multipart body without a binary field`);
        const fields = Object.fromEntries(Object.entries(node.properties ?? {}).filter(([name]) => name !== fileField));
        multipart = {
          fields: { type: 'object', properties: fields, required: (node.required ?? []).filter((n) => n !== fileField) },
          fileField,
          fileRequired: (node.required ?? []).includes(fileField),
        };
      }
      operations.push({
        method,
        path,
        label: `${method.toUpperCase()} ${path}`,
        access,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema ?? {}, required: !!p.required })),
        json: content['application/json']?.schema,
        multipart,
        statuses: Object.keys(op.responses ?? {}),
      });
    }
  }
  return operations;
}
