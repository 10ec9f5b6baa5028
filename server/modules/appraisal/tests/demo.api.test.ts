import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';

// The demo tenant shows an open cycle with appraisals in every state, a cascade of objectives, one-on-ones and a 360° campaign.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' }));
}, 180_000);
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('appraisal demo data', () => {
  it('has an open cycle with appraisals in every state, and the cascade of objectives', async () => {
    const hr = await as('hr@demo.local');
    const cycles = (await hr.get('/hr/appraisals/cycles').expect(200)).body.items;
    expect(cycles).toHaveLength(1);
    expect(cycles[0]).toMatchObject({ name: 'Entretiens annuels 2026', status: 'OPEN' });
    const byStatus = cycles[0].progress.byStatus as Record<string, number>;
    for (const status of ['DRAFT', 'SELF_ASSESSMENT', 'MANAGER_REVIEW', 'AWAITING_SIGNATURE', 'SIGNED']) expect(byStatus[status], status).toBeGreaterThan(0);

    const employee = await as('employee@demo.local');
    const mine = (await employee.get('/hr/appraisals?scope=mine').expect(200)).body.items;
    expect(mine.map((a: { status: string; allowedActions: string[] }) => [a.status, a.allowedActions])).toEqual([['DRAFT', ['edit-self', 'submit-self']]]);
    const team = (await (await as('manager@demo.local')).get('/hr/appraisals?scope=team&status=MANAGER_REVIEW').expect(200)).body.items;
    expect(team.map((a: { allowedActions: string[] }) => a.allowedActions)).toEqual([['edit-review', 'submit-review']]);
    const inbox = (await (await as('manager@demo.local')).get('/approvals/inbox?entityType=OBJECTIVE').expect(200)).body.items;
    expect(inbox.map((i: { summary: string }) => i.summary)).toEqual(['Objectif : Développer les grands comptes de Bouaké']);

    const company = (await employee.get('/hr/objectives?type=COMPANY').expect(200)).body.items;
    const tree = (await employee.get(`/hr/objectives/${company[0].id}/tree`).expect(200)).body;
    expect(tree.nodes.map((n: { type: string; depth: number }) => `${n.type}@${n.depth}`).sort()).toEqual(['INDIVIDUAL@2', 'TEAM@1', 'TEAM@1']);
    const notAchieved = (await hr.get('/hr/objectives?status=NOT_ACHIEVED').expect(200)).body.items;
    expect(notAchieved).toHaveLength(1);
  });

  it('has one-on-ones with a carried-over item and a 360° report showing the peers and the reports only', async () => {
    const meetings = (await (await as('employee@demo.local')).get('/hr/appraisals/one-on-ones').expect(200)).body.items;
    expect(meetings.map((m: { status: string }) => m.status).sort()).toEqual(['COMPLETED', 'PLANNED']);
    expect(meetings.find((m: { status: string }) => m.status === 'PLANNED').actionItems[0].carriedFromId).toBeTruthy();
    const hr = await as('hr@demo.local');
    const [campaign] = (await hr.get('/hr/appraisals/feedback360/campaigns?status=LAUNCHED').expect(200)).body.items;
    const detail = (await hr.get(`/hr/appraisals/feedback360/campaigns/${campaign.id}`).expect(200)).body;
    const report = (await hr.get(`/hr/appraisals/feedback360/campaigns/${campaign.id}/subjects/${detail.subjects[0].id}/report`).expect(200)).body;
    expect(report.groups).toEqual([
      { relationship: 'MANAGER', hidden: true, respondents: null },
      { relationship: 'PEER', hidden: false, respondents: 4 },
      { relationship: 'DIRECT_REPORT', hidden: false, respondents: 3 },
    ]);
  });

  it('has a closed 360° campaign whose report Aminata (employee) reads as its subject', async () => {
    const employee = await as('employee@demo.local');
    const mine = (await employee.get('/hr/appraisals/feedback360/my-reports').expect(200)).body.items;
    expect(mine).toHaveLength(1);
    expect(mine[0].campaign.name).toMatch(/^Feedback 360° équipe commerciale/);
    const report = (await employee.get(`/hr/appraisals/feedback360/campaigns/${mine[0].campaign.id}/subjects/${mine[0].subjectId}/report`).expect(200)).body;
    expect(report.groups).toEqual([
      { relationship: 'MANAGER', hidden: true, respondents: null },
      { relationship: 'PEER', hidden: false, respondents: 4 },
      { relationship: 'DIRECT_REPORT', hidden: true, respondents: null },
    ]);
    expect(JSON.stringify(report)).not.toContain('Déléguer davantage');
    await (await as('manager@demo.local')).get(`/hr/appraisals/feedback360/campaigns/${mine[0].campaign.id}/subjects/${mine[0].subjectId}/report`).expect(404);
  });
});
