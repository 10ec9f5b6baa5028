import { Op } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { asSystem } from '../../../platform/tenancy/context';
import { AccountingConfig, FiscalYear } from '../models';
import { BEGINNING_OF_BOOKS, bookStart } from '../fiscal-years/book-start';
import { createFixtureTenant, inTenant } from './ledger-fixture';
import { tenantChart } from './tenant-chart';

/**
 * The reports' look-ups of the books' start and of the tenant's configuration are plain
 * statements in a tenant's context: the same answers as the model reads they replace.
 */
let t: TestServer;
beforeAll(async () => {
  t = await createTestServer({ now: '2026-02-20T12:00:00Z' });
});
afterAll(() => t?.close());

const throughModel = async (date: string) => {
  const last = await FiscalYear.findOne({ where: { status: 'CLOSED', year: { [Op.lt]: Number(date.slice(0, 4)) } }, order: [['year', 'DESC']], attributes: ['year'] });
  return last ? `${String(last.year + 1).padStart(4, '0')}-01-01` : BEGINNING_OF_BOOKS;
};
const DATES = ['2022-06-30', '2023-01-01', '2024-12-31', '2025-01-01', '2025-07-14', '2026-01-01', '2027-03-01'];

describe('report look-ups', () => {
  it('answer as the model reads did, tenant by tenant', async () => {
    const app = t.server.container;
    const [a, b] = [await createFixtureTenant(app, 'CI'), await createFixtureTenant(app, 'FR')];
    // a: 2023 closed, 2024 reopened, 2025 closed; b: nothing closed
    await inTenant(app, a, async () => {
      await FiscalYear.bulkCreate([
        { year: 2023, status: 'CLOSED' },
        { year: 2024, status: 'OPEN' },
        { year: 2025, status: 'CLOSED' },
      ]);
    });
    for (const tenantId of [a, b]) {
      await inTenant(app, tenantId, async () => {
        const expected = await Promise.all(DATES.map(throughModel));
        expect(await Promise.all(DATES.map(bookStart))).toEqual(expected);
        const config = await AccountingConfig.findOne();
        expect(config).not.toBeNull();
        expect(await tenantChart()).toMatchObject({ chart: config!.chartStandard, country: config!.country, socialBody: config!.socialBody, vatPeriodicity: config!.vatPeriodicity });
      });
    }
    expect(await inTenant(app, a, () => Promise.all(DATES.map(bookStart)))).toEqual(['0001-01-01', '0001-01-01', '2024-01-01', '2024-01-01', '2024-01-01', '2026-01-01', '2026-01-01']);
    expect((await inTenant(app, b, () => tenantChart())).chart).toBe('PCG');
    // a tenant without configuration: its country's defaults, as before
    await inTenant(app, b, () => AccountingConfig.destroy({ where: {} }));
    expect(await inTenant(app, b, () => tenantChart())).toEqual({ chart: 'PCG', country: 'FR', socialBody: expect.any(String), vatPeriodicity: 'MONTHLY' });
    // the system scope still reads through the model (every tenant)
    expect(await inTenant(app, b, () => asSystem(() => bookStart('2026-05-01')))).toBe('2026-01-01');
  });
});
