import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type ApiClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let t: TestServer;
let api: ApiClient;
const rendererDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-renderer-'));

beforeAll(async () => {
  fs.writeFileSync(path.join(rendererDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/app/assets/index.js"></script></head><body><div id="root"></div></body></html>');
  t = await createTestServer({ rendererDir });
  ({ api } = await buildAdmin(t));
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(rendererDir, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function csp(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectCommonHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toMatch(/camera=\(\)/);
  expect(headers['permissions-policy']).toMatch(/geolocation=\(\)/);
}

describe('security headers', () => {
  it('API answers: a policy that loads nothing and cannot be framed; no-store on authenticated JSON', async () => {
    const res = await api.get('/auth/me');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['default-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(res.headers['cache-control']).toBe('no-store');
    // Problems too.
    const refused = await t.http.get('/auth/me');
    expect(refused.status).toBe(401);
    expectCommonHeaders(refused.headers);
    expect(refused.headers['cache-control']).toBe('no-store');
  });

  it('the renderer at /app/: scripts from the server only, never inline, not framable', async () => {
    const res = await t.http.get('/app/login');
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(Object.keys(policy)).not.toContain('upgrade-insecure-requests');
  });

  it('swagger-ui at /api-docs: same page policy, and its page has no inline script', async () => {
    const res = await t.http.get('/api-docs/');
    expect(res.status).toBe(200);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    const inline = [...res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs, body]) => !/\bsrc=/.test(attrs) && body.trim());
    expect(inline).toEqual([]);
    const init = await t.http.get('/api-docs/swagger-ui-init.js');
    expect(init.status).toBe(200);
    expect(init.text).toContain('/openapi.json');
  });

  it('sends HSTS only over TLS (the trusted proxy says https)', async () => {
    expect((await t.http.get('/health')).headers['strict-transport-security']).toBeUndefined();
    const secure = await t.http.get('/health').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
  });

  it('has CORS off: another origin gets no Access-Control-Allow-* header, preflight or not', async () => {
    const origin = 'https://evil.example';
    const preflight = await t.http.options('/auth/me').set('Origin', origin).set('Access-Control-Request-Method', 'GET').set('Access-Control-Request-Headers', 'authorization');
    const read = await api.get('/auth/me').set('Origin', origin);
    expect(read.status).toBe(200);
    for (const res of [preflight, read]) {
      expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('API_DOCS=false', () => {
  it('turns /api-docs off and keeps /openapi.json', async () => {
    const off = await createTestServer({ env: { API_DOCS: 'false' } });
    try {
      const docs = await off.http.get('/api-docs/');
      expect(docs.status).toBe(404);
      expect(docs.body.code).toBe('NOT_FOUND');
      expect((await off.http.get('/openapi.json')).status).toBe(200);
    } finally {
      await off.close();
    }
  });
});
