import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../modules';
import { buildTenant, type TestTenant } from '../../test/factories';
import { captureMail } from '../../test/mail';
import { createTestServer, type TestServer } from '../../test/test-server';
import type { MailMessage } from '../services';
import { appServices, type ModuleDefinition } from '../modules';
import { currentContext } from '../tenancy/context';

/** Items are letters; 'boom' fails; each item mails once, keyed by tenant and letter. */
const visits: string[] = [];
let items = ['a', 'boom', 'b'];
const probe: ModuleDefinition = {
  id: 'runner-probe',
  contributes: {
    jobs: [
      {
        name: 'probe.letters',
        schedule: '0 4 * * *',
        scope: 'tenant',
        items: async (): Promise<string[]> => items,
        onceKey: (item: string, run) => `${run.tenantId}:${item}`,
        async handle(item: string, run) {
          visits.push(`${currentContext()?.tenantId === run.tenantId ? run.tenantId : 'WRONG TENANT'}:${item}`);
          await appServices().mail.send({ to: 'x@example.test', subject: `${run.tenantId}:${item}`, text: item });
          if (item === 'boom') throw new Error('this item fails after mailing');
        },
      },
    ],
  },
};

let t: TestServer;
let mails: MailMessage[];
let active: TestTenant;
let suspended: TestTenant;

beforeAll(async () => {
  t = await createTestServer({ modules: [...modules, probe] });
  mails = captureMail(t);
  active = await buildTenant(t, { modules: ['HR'] });
  suspended = await buildTenant(t, { modules: ['HR'], status: 'SUSPENDED' });
});
afterAll(() => t?.close());

describe('the job runner', () => {
  it('visits active tenants only, each item in its tenant and its own transaction; a failing item is rolled back alone', async () => {
    await t.server.container.services.jobs.runNow('probe.letters', new Date('2026-06-01T04:00:00Z'));
    const mine = visits.filter((v) => v.startsWith(active.id));
    expect(mine).toEqual([`${active.id}:a`, `${active.id}:boom`, `${active.id}:b`]);
    expect(visits.some((v) => v.startsWith(suspended.id) || v.startsWith('WRONG'))).toBe(false);
    // The failing item's mail never leaves: it was to go when the item's transaction committed.
    expect(mails.map((m) => m.subject).filter((s) => s.startsWith(active.id))).toEqual([`${active.id}:a`, `${active.id}:b`]);
  });

  it('never does an item twice: a retried run does only what failed or is new', async () => {
    visits.length = 0;
    items = ['a', 'boom', 'b', 'c'];
    await t.server.container.services.jobs.runNow('probe.letters', new Date('2026-06-01T04:30:00Z'));
    expect(visits.filter((v) => v.startsWith(active.id))).toEqual([`${active.id}:boom`, `${active.id}:c`]);
  });
});
