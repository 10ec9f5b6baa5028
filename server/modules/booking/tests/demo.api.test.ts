import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoServer, demoClient } from '../../../test/demo-server';
import type { TestServer } from '../../../test/test-server';
import { BOOKING_JOBS } from '../services/jobs';

// The demo tenant shows the booking module with plausible records.
let t: TestServer;
beforeAll(async () => {
  ({ t } = await createDemoServer({ now: '2026-11-18T08:00:00Z' })); // a Wednesday
});
afterAll(() => t?.close());

const as = (email: string) => demoClient(t, email);

describe('booking demo data', () => {
  it('has the three resource types and resources, the Fromager room owned by manager@demo.local', async () => {
    const employee = await as('employee@demo.local');
    const types = (await employee.get('/booking/resource-types')).body.items.map(
      (x: { name: string }) => x.name,
    );
    expect(types).toEqual(['Salle de réunion', 'Vidéoprojecteur', 'Véhicule']);
    const resources = (await employee.get('/booking/resources?pageSize=200')).body.items as {
      code: string;
      owner: { email: string } | null;
      photoUrl: string | null;
    }[];
    expect(resources).toHaveLength(6);
    expect(resources.find((r) => r.code === 'SALLE-FROMAGER')?.owner?.email).toBe('manager@demo.local');
    // Every resource shows a photo in the catalogue.
    expect(resources.every((r) => r.photoUrl !== null)).toBe(true);
    const photo = await employee.get(resources[0].photoUrl as string);
    expect(photo.status).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
  });

  it('gives the manager bookings to approve and the employee upcoming and past bookings', async () => {
    const approvals = (await (await as('manager@demo.local')).get('/booking/bookings/approvals')).body
      .items as { subject: string; start: string }[];
    expect(approvals.length).toBeGreaterThanOrEqual(3);
    expect(approvals.every((b) => b.start > '2026-11-18')).toBe(true);
    const mine = (await (await as('employee@demo.local')).get('/booking/bookings/mine?pageSize=200')).body
      .items as { status: string; feedback: unknown }[];
    expect(new Set(mine.map((b) => b.status))).toEqual(new Set(['APPROVED', 'PENDING', 'COMPLETED']));
    expect(mine.some((b) => b.feedback !== null)).toBe(true);
  });

  it('has a blockout, history, feedback to export and figures for the dashboard', async () => {
    const admin = await as('admin@demo.local');
    expect((await admin.get('/booking/blockouts')).body.items[0]).toMatchObject({
      reason: 'Maintenance de la climatisation',
    });
    const stats = (await admin.get('/booking/bookings/stats?from=2026-11-01&to=2026-12-31')).body;
    expect(stats.totals.bookings).toBe(20);
    expect(stats.totals.feedbackCount).toBe(3);
    const csv = (await admin.get('/booking/bookings/feedback/export')).text.trim().split('\n');
    expect(csv).toHaveLength(4);
    const completed = (await admin.get('/booking/bookings?status=COMPLETED&pageSize=1')).body.items[0];
    const history = (await admin.get(`/booking/bookings/${completed.id}/history`)).body.items.map(
      (h: { action: string }) => h.action,
    );
    expect(history[0]).toBe('CREATED');
    expect(history).toContain('COMPLETED');
  });

  it('keeps bookings waiting for their approvers once the auto-approval job has run', async () => {
    // The first tick after the start: pending bookings of resources that approve themselves
    // after a delay were asked recently, and the Hilux never approves itself.
    await t.server.container.services.jobs!.runNow(BOOKING_JOBS.autoApprove, new Date('2026-11-18T08:15:00Z'));
    const admin = (await (await as('admin@demo.local')).get('/approvals/inbox?entityType=RESOURCE_BOOKING')).body;
    expect(admin.total).toBeGreaterThanOrEqual(5);
    const manager = (await (await as('manager@demo.local')).get('/booking/bookings/approvals')).body;
    expect(manager.total).toBeGreaterThanOrEqual(3);
  });
});
