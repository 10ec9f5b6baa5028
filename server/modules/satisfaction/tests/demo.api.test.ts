import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo company runs a pulse with enough answers to show results, a recognition wall and its values.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('satisfaction demo data', () => {
  it('has an open pulse answered by 4 of its 5 recipients, whose results show; the employee still has to answer', async () => {
    const hr = await as('hr@demo.local');
    const [pulse] = (await hr.get('/hr/satisfaction/surveys?status=OPEN&kind=PULSE').expect(200)).body.items;
    expect(pulse).toMatchObject({ title: 'Pulse de novembre', status: 'OPEN', assignedCount: 5, answeredCount: 4, questionCount: 4 });
    const results = (await hr.get(`/hr/satisfaction/surveys/${pulse.id}/results`).expect(200)).body;
    expect(results).toMatchObject({ hidden: false, respondentCount: 4 });
    // [9, 10, 7, 6]: 2 promoters, 1 passive, 1 detractor → 25.00.
    expect(results.questions[0].enps).toMatchObject({ score: '25.00', promoters: 2, passives: 1, detractors: 1 });
    expect(results.questions[3].texts).toHaveLength(3);

    const employee = await as('employee@demo.local');
    const mine = (await employee.get('/hr/satisfaction/my-surveys?answered=false').expect(200)).body.items;
    expect(mine.map((s: { id: string }) => s.id)).toContain(pulse.id);
  });

  it('has a recognition wall and company values, one of them retired', async () => {
    const employee = await as('employee@demo.local');
    const wall = (await employee.get('/hr/satisfaction/feedback').expect(200)).body;
    expect(wall.total).toBeGreaterThanOrEqual(5);
    expect(wall.items.some((m: { type: string; value: unknown }) => m.type === 'VALUES_SHOUTOUT' && m.value)).toBe(true);
    const values = (await employee.get('/hr/satisfaction/values').expect(200)).body.items.map((v: { name: string }) => v.name);
    expect(values).toEqual(['Excellence', 'Innovation', 'Intégrité', 'Solidarité']);
    const hr = await as('hr@demo.local');
    expect((await hr.get('/hr/satisfaction/values').expect(200)).body.total).toBe(5);
  });
});
