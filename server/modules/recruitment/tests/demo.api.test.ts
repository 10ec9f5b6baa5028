import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../../../../shared/recruitment';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo tenant shows requisitions in several states and two published offers with candidates at every stage.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
  // The first demo file of a run seeds the whole demo (a minute or more on a busy two-core machine).
}, 240_000);
afterAll(() => t?.close());

describe('recruitment demo data', () => {
  it('has requisitions, two published offers and a template, candidates at every stage, an interview planned and a PRE_HIRE hire', async () => {
    const recruiter = await demoClient(t, 'recruiter@demo.local');
    const requisitions = (await recruiter.get('/recruitment/requisitions?pageSize=200').expect(200)).body.items as Array<{ status: string }>;
    expect(new Set(requisitions.map((r) => r.status))).toEqual(new Set(['DRAFT', 'PENDING_APPROVAL', 'REJECTED', 'PUBLISHED']));
    const offers = (await recruiter.get('/recruitment/offers?status=PUBLISHED&templates=false').expect(200)).body.items as Array<{ id: string; publicToken: string; applicationCount: number }>;
    expect(offers).toHaveLength(2);
    expect((await recruiter.get('/recruitment/offers?templates=true').expect(200)).body.total).toBe(1);
    for (const offer of offers) {
      const apps = (await recruiter.get(`/recruitment/applications?offerId=${offer.id}&pageSize=200`).expect(200)).body.items as Array<{ status: string; employeeId: string | null }>;
      expect(new Set(apps.map((a) => a.status))).toEqual(new Set(APPLICATION_STATUSES));
      expect((await t.http.get(`/public/recruitment/offers/${offer.publicToken}`).expect(200)).body.open).toBe(true);
    }
    const calendar = await recruiter.get('/recruitment/calendar?from=2025-01-01T00:00:00Z&to=2028-01-01T00:00:00Z').expect(200);
    expect(calendar.body.items.map((i: { startsAt: string; status: string }) => [i.startsAt, i.status])).toHaveLength(2);
    const stats = (await recruiter.get('/recruitment/analytics').expect(200)).body;
    expect(stats.total).toBe(14);
    expect(stats.byStage.find((s: { stage: string }) => s.stage === 'HIRED')).toMatchObject({ reached: 2, current: 2 });
    const admin = await demoClient(t, 'admin@demo.local');
    const hired = (await admin.get('/admin/employees?status=PRE_HIRE&q=candidats.demo.local').expect(200)).body;
    expect(hired.total).toBe(2);
  });
});
