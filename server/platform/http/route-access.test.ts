import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer, type Server } from '../../bootstrap';
import { loadConfig } from '../../config';
import { buildDocument } from '../openapi/document';
import { APP_VERSION } from '../../version';
import { ApiRouter } from './api-router';
import { AUTHENTICATED, PUBLIC, permission } from './requirements';
import { documentedAccessProblems, routeAccessProblems, type RouteAccessRow } from './route-access';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-route-access-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The app of a profile, built without migrating (only its route registry and document are read). */
async function appOf(profile: 'saas' | 'onprem'): Promise<Server> {
  const config = loadConfig({ APP_PROFILE: profile, LOG_LEVEL: 'silent', DATA_DIR: path.join(dir, profile), APP_SECRET: 'x'.repeat(32) });
  return buildServer(config, { logger: pino({ level: 'silent' }), migrate: false });
}

describe('the route access checker', () => {
  const fake = new ApiRouter('Fake')
    .get('/fake/open', { summary: 'Public', access: PUBLIC }, () => ({}))
    .get('/fake/mine', { summary: 'Mine', access: AUTHENTICATED }, () => ({}))
    .get('/fake/things', { summary: 'Things', access: permission('employee.read') }, () => ({}));

  it('passes a registry where every route declares its access', () => {
    expect(routeAccessProblems(fake.routes)).toEqual([]);
  });

  it('fails a route registered without a permission, with an empty or an unknown one, and a route registered twice', () => {
    const rows: RouteAccessRow[] = [
      ...fake.routes,
      { method: 'post', path: '/fake/forgotten', spec: {} },
      { method: 'put', path: '/fake/empty', spec: { access: { kind: 'permission', anyOf: [] } } },
      { method: 'delete', path: '/fake/typo', spec: { access: { kind: 'permission', anyOf: ['employee.raed'] } } },
      { method: 'patch', path: '/fake/odd', spec: { access: { kind: 'everyone' } } },
      { method: 'get', path: '/fake/things', spec: { access: permission('employee.manage') } },
    ];
    expect(routeAccessProblems(rows)).toEqual([
      'POST /fake/forgotten: declares no access (a permission, PUBLIC or AUTHENTICATED)',
      'PUT /fake/empty: a permission route names no permission code',
      'DELETE /fake/typo: unknown permission code employee.raed',
      'PATCH /fake/odd: declares no access (a permission, PUBLIC or AUTHENTICATED)',
      'GET /fake/things: registered twice',
    ]);
  });

  it('fails an OpenAPI operation whose x-access is missing or differs from the route', () => {
    const paths = {
      '/fake/open': { get: { 'x-access': { kind: 'public' } } },
      '/fake/mine': { get: {} },
      '/fake/things': { get: { 'x-access': { kind: 'permission', permissions: ['employee.manage'] } } },
    };
    expect(documentedAccessProblems(fake.routes, paths)).toEqual([
      'GET /fake/mine: the OpenAPI document shows undefined, the route declares {"kind":"authenticated"}',
      'GET /fake/things: the OpenAPI document shows {"kind":"permission","permissions":["employee.manage"]}, the route declares {"kind":"permission","permissions":["employee.read"]}',
    ]);
  });
});

describe.each(['saas', 'onprem'] as const)('every registered route of the %s profile', (profile) => {
  // Builds the whole app (every module's routers and the document): seconds on a loaded machine.
  it('declares its access, and the OpenAPI document shows it', { timeout: 60_000 }, async () => {
    const server = await appOf(profile);
    try {
      expect(server.routes.length).toBeGreaterThan(400);
      expect(routeAccessProblems(server.routes)).toEqual([]);
      const doc = buildDocument(server.registry, APP_VERSION) as { paths: Record<string, Record<string, { 'x-access'?: unknown }>> };
      expect(documentedAccessProblems(server.routes, doc.paths)).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
