import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type ApiClient } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/test-server';

let t: TestServer;
let api: ApiClient;
const lines: string[] = [];

beforeAll(async () => {
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  t = await createTestServer({ logger: pino({ level: 'info' }, sink) });
  ({ api } = await buildAdmin(t));
});
afterAll(() => t?.close());

/** The request log line of a URL (pino-http writes it once the answer has gone). */
async function logLineOf(fragment: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const line = lines.find((l) => l.includes(fragment));
    if (line) return line;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no log line mentions ${fragment}`);
}

describe('request logs', () => {
  it('never hold the bearer token', async () => {
    expect((await api.get('/auth/me?probe=bearer')).status).toBe(200);
    const line = await logLineOf('probe=bearer');
    expect(line).not.toContain(api.accessToken);
    expect(line).not.toContain(api.accessToken.split('.')[2]);
    expect(JSON.parse(line).req.headers.authorization).toBe('[REDACTED]');
  });

  it('never hold an iCal feed token, in the URL or in the path parameters', async () => {
    const { token } = (await api.get('/booking/ical/token')).body;
    expect(token).toMatch(/^\S{16,}$/);
    expect((await t.http.get(`/booking/ical/feed/${token}?probe=ical`)).status).toBe(200);
    const line = await logLineOf('probe=ical');
    expect(line).not.toContain(token);
    expect(JSON.parse(line).req.url).toBe('/booking/ical/feed/[REDACTED]?probe=ical');
  });

  it('never hold the signature of a download link nor a token query parameter', async () => {
    await t.http.get('/documents/00000000-0000-4000-8000-000000000000/download?expires=1&signature=sig-s3cr3t-value&probe=doc');
    await t.http.get('/app/set-password?token=set-s3cr3t-value&probe=set');
    const all = (await logLineOf('probe=doc')) + (await logLineOf('probe=set'));
    expect(all).not.toContain('s3cr3t');
  });
});
