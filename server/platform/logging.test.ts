import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, redactRequest, redactUrl } from './logging';
import { newContext, runWithContext } from './tenancy/context';

describe('logging', () => {
  it('stamps the request id and tenant of the context on every line', () => {
    const lines: string[] = [];
    const sink = new Writable({ write: (chunk, _enc, cb) => (lines.push(String(chunk)), cb()) });
    const logger = createLogger('info', sink);
    runWithContext(newContext({ requestId: 'req-42', tenantId: 't-1' }), () => logger.info('inside'));
    logger.info('outside');
    expect(JSON.parse(lines[0])).toMatchObject({ requestId: 'req-42', tenantId: 't-1', msg: 'inside' });
    expect(JSON.parse(lines[1]).requestId).toBeUndefined();
  });
});

describe('redaction of secrets in request logs', () => {
  it('replaces iCal feed tokens, link signatures and set-password tokens in URLs', () => {
    expect(redactUrl('/booking/ical/feed/abcDEF123_-x')).toBe('/booking/ical/feed/[REDACTED]');
    expect(redactUrl('/booking/ical/feed/abc?x=1')).toBe('/booking/ical/feed/[REDACTED]?x=1');
    expect(redactUrl('/documents/1/download?expires=99&signature=s3cr3t')).toBe('/documents/1/download?expires=99&signature=[REDACTED]');
    expect(redactUrl('/app/set-password?token=t0k3n&lang=fr')).toBe('/app/set-password?token=[REDACTED]&lang=fr');
    expect(redactUrl('/x?%74oken=t0k3n')).toBe('/x?%74oken=[REDACTED]');
    expect(redactUrl('/accounting/journal?q=token')).toBe('/accounting/journal?q=token');
  });

  it('replaces the authorization header and secret query and path values', () => {
    const out = redactRequest({ url: '/booking/ical/feed/abc', headers: { authorization: 'Bearer eyJ.x.y', host: 'h' }, params: { token: 'abc' }, query: { signature: 's', page: '2' } });
    expect(out).toEqual({ url: '/booking/ical/feed/[REDACTED]', headers: { authorization: '[REDACTED]', host: 'h' }, params: { token: '[REDACTED]' }, query: { signature: '[REDACTED]', page: '2' } });
  });
});
