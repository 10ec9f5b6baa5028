import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server';
import { operationIdOf } from './route-doc';

interface Operation {
  operationId?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: Array<{ name: string; schema: Schema }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
}
interface Schema {
  type?: string | string[];
  default?: unknown;
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  $ref?: string;
  [key: string]: unknown;
}

let t: TestServer;
let doc: { paths: Record<string, Record<string, Operation>>; tags: Array<{ name: string }>; components: { schemas: Record<string, Schema> } };
const operations = () => Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })));

beforeAll(async () => {
  t = await createTestServer();
  doc = (await t.http.get('/openapi.json')).body;
});
afterAll(() => t?.close());

describe('the OpenAPI document', () => {
  it('documents every mounted route', () => {
    const documented = new Set(operations().map(({ path, method }) => `${method} ${path}`));
    expect(t.server.routes.filter((r) => !documented.has(`${r.method} ${r.path}`))).toEqual([]);
  });

  it('gives every operation a unique operationId derived from its method and path, and a declared tag', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, op } of operations()) {
      expect(op.operationId).toBe(operationIdOf(method, path));
      expect(op.tags?.length, `${method} ${path}`).toBe(1);
    }
    const declared = new Set(doc.tags.map((tag) => tag.name));
    expect(operations().filter(({ op }) => !declared.has(op.tags![0]))).toEqual([]);
    expect(operationIdOf('get', '/accounting/journal/{id}')).toBe('getAccountingJournalById');
    expect(operationIdOf('post', '/accounting/expense-claims/{id}/mark-reimbursed')).toBe('postAccountingExpenseClaimsByIdMarkReimbursed');
  });

  it('answers every error with the one shared Problem schema', () => {
    expect(doc.components.schemas.Problem.properties?.code).toBeTruthy();
    for (const { path, method, op } of operations()) {
      const errors = Object.entries(op.responses).filter(([status]) => !/^[23]\d\d$/.test(status));
      expect(errors.map(([status]) => status), `${method} ${path}`).toEqual(expect.arrayContaining(['400', 'default']));
      for (const [status, response] of errors) {
        expect(response.content, `${method} ${path} ${status}`).toEqual({ 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } });
      }
    }
  });

  it('describes every field of an upload form, the file included', () => {
    const uploads = t.server.routes.filter((r) => r.spec.upload);
    for (const route of uploads) {
      const form = doc.paths[route.path][route.method].requestBody!.content['multipart/form-data'].schema;
      expect(form.properties?.[route.spec.upload!.field], route.path).toMatchObject({ type: 'string', format: 'binary' });
    }
    const statement = doc.paths['/accounting/reconciliation/imports/parse'].post.requestBody!.content['multipart/form-data'].schema;
    expect(Object.keys(statement.properties ?? {}).sort()).toEqual(['bankAccountId', 'file', 'periodEnd', 'periodStart']);
    const claim = doc.paths['/accounting/expense-claims'].post.requestBody!.content;
    expect(Object.keys(claim).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(Object.keys(claim['multipart/form-data'].schema.properties ?? {}).sort()).toEqual(['amount', 'category', 'description', 'expenseDate', 'receipt']);
  });

  it('never gives a default of another type than its schema (the comparative flag was a string defaulting to false)', () => {
    const wrong: string[] = [];
    const visit = (schema: Schema | undefined, where: string) => {
      if (!schema || typeof schema !== 'object') return;
      if ('default' in schema && schema.type) {
        const type = Array.isArray(schema.default) ? 'array' : schema.default === null ? 'null' : typeof schema.default;
        const expected = [schema.type].flat().map((t) => (t === 'integer' ? 'number' : t));
        if (!expected.includes(type)) wrong.push(`${where}: ${schema.type} defaulting to ${JSON.stringify(schema.default)}`);
      }
      for (const [name, sub] of Object.entries(schema.properties ?? {})) visit(sub, `${where}.${name}`);
      visit(schema.items, `${where}[]`);
      for (const sub of schema.anyOf ?? []) visit(sub, where);
    };
    for (const { path, method, op } of operations()) {
      for (const parameter of op.parameters ?? []) visit(parameter.schema, `${method} ${path} ?${parameter.name}`);
      for (const [type, body] of Object.entries(op.requestBody?.content ?? {})) visit(body.schema, `${method} ${path} ${type}`);
    }
    for (const [name, schema] of Object.entries(doc.components.schemas)) visit(schema, name);
    expect(wrong).toEqual([]);
    const comparative = doc.paths['/accounting/reports/resultat'].get.parameters!.find((p) => p.name === 'comparative')!;
    expect(comparative.schema).toMatchObject({ type: 'string', enum: ['true', 'false'], default: 'false' });
  });

  it("serves a resource's bookings on an unambiguous path, the specification's one kept as deprecated", () => {
    expect(doc.paths['/booking/resources/{id}/bookings'].get.deprecated).toBeUndefined();
    expect(doc.paths['/booking/bookings/resource/{resourceId}'].get.deprecated).toBe(true);
  });
});
