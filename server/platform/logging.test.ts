import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logging';
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
