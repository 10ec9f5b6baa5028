import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import { FiscalYearView } from '../../../../shared/schemas/accounting-books';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { currentContext } from '../../../platform/tenancy/context';
import { allowedActions } from '../../../platform/state-machine';
import { tenantQuery } from '../../../platform/db/tenant-scope';
import { FiscalYear, JournalEntry } from '../models';
import { MAX_FISCAL_YEAR, MIN_FISCAL_YEAR } from '../periods/periods';
import { ledgerDb, today } from '../runtime';
import { closeFiscalYear, reopenFiscalYear } from './closing';
import { FISCAL_YEAR_STATES } from './states';

const YearParams = z.object({ year: z.coerce.number().int().min(MIN_FISCAL_YEAR).max(MAX_FISCAL_YEAR) });

/** Per year: periods not closed, drafts and posted entries. */
async function yearCounts(): Promise<Map<number, { openPeriods: number; drafts: number; posted: number; periods: number }>> {
  const db = ledgerDb();
  const periods = await tenantQuery<{ year: unknown; total: unknown; closed: unknown }>(
    db,
    "SELECT year, COUNT(*) AS total, SUM(CASE WHEN status = 'CLOSED' THEN 1 ELSE 0 END) AS closed FROM fiscal_periods WHERE tenant_id = :tenantId GROUP BY year",
  );
  const entries = await tenantQuery<{ year: unknown; drafts: unknown; posted: unknown }>(
    db,
    `SELECT CAST(SUBSTR(CAST(entry_date AS VARCHAR(10)), 1, 4) AS INTEGER) AS year,
        SUM(CASE WHEN status = 'DRAFT' THEN 1 ELSE 0 END) AS drafts, SUM(CASE WHEN status = 'POSTED' THEN 1 ELSE 0 END) AS posted
      FROM journal_entries WHERE tenant_id = :tenantId GROUP BY CAST(SUBSTR(CAST(entry_date AS VARCHAR(10)), 1, 4) AS INTEGER)`,
  );
  const counts = new Map<number, { openPeriods: number; drafts: number; posted: number; periods: number }>();
  const at = (year: number) => counts.get(year) ?? { openPeriods: 12, drafts: 0, posted: 0, periods: 0 };
  for (const p of periods) counts.set(Number(p.year), { ...at(Number(p.year)), periods: Number(p.total), openPeriods: 12 - Number(p.closed) });
  for (const e of entries) counts.set(Number(e.year), { ...at(Number(e.year)), drafts: Number(e.drafts), posted: Number(e.posted) });
  return counts;
}

async function fiscalYears(): Promise<FiscalYearView[]> {
  const counts = await yearCounts();
  const rows = new Map((await FiscalYear.findAll()).map((r) => [r.year, r]));
  const current = Number(today().slice(0, 4));
  const years = new Set<number>([current, ...counts.keys(), ...rows.keys()]);
  const entryIds = [...rows.values()].flatMap((r) => [r.resultEntryId, r.openingEntryId]).filter((id): id is string => Boolean(id));
  const pieces = new Map((entryIds.length ? await JournalEntry.findAll({ where: { id: entryIds }, attributes: ['id', 'pieceNumber'] }) : []).map((e) => [e.id, e.pieceNumber]));
  const ref = (id: string | null | undefined) => (id ? { id, pieceNumber: pieces.get(id) ?? '' } : null);
  const canValidate = currentContext()?.permissions.has('accounting.validate') ?? false;
  return [...years]
    .sort((a, b) => b - a)
    .map((year) => {
      const row = rows.get(year);
      const c = counts.get(year) ?? { openPeriods: 12, drafts: 0, posted: 0, periods: 0 };
      const status = row?.status ?? 'OPEN';
      return {
        year,
        status,
        closedAt: row?.closedAt ? row.closedAt.toISOString() : null,
        closedBy: row?.closedBy ?? null,
        result: row?.resultCents === null || row?.resultCents === undefined ? null : formatCents(row.resultCents),
        resultEntry: ref(row?.resultEntryId),
        openingEntry: ref(row?.openingEntryId),
        openPeriods: c.openPeriods,
        draftEntries: c.drafts,
        postedEntries: c.posted,
        actions: canValidate ? allowedActions(FISCAL_YEAR_STATES, status) : [],
      };
    });
}

async function fiscalYear(year: number): Promise<FiscalYearView> {
  const found = (await fiscalYears()).find((y) => y.year === year);
  if (!found) throw new Error(`Fiscal year ${year} missing from its own list`);
  return found;
}

const CLOSE_RULES =
  '422 BUSINESS_RULE with `reason`: OPEN_PERIODS (close every period first), DRAFTS (drafts dated in the year), PREVIOUS_YEAR_OPEN (years close in order); ' +
  '422 PERIOD_CLOSED when January of the next year is closed; 409 INVALID_STATE when already closed.';

/** Year-end closing and reopening (beyond the specification's monthly periods). */
export function fiscalYearRoutes(): ApiRouter {
  return new ApiRouter('Accounting — fiscal years')
    .get(
      '/accounting/fiscal-years',
      { summary: 'Fiscal years with their closing', access: permission('accounting.read'), response: z.object({ items: z.array(FiscalYearView) }) },
      async () => ({ items: await fiscalYears() }),
    )
    .post(
      '/accounting/fiscal-years/{year}/close',
      {
        summary: 'Close a fiscal year',
        description:
          `Writes the result entry (Dec 31, journal OD: classes 6–8 into 131 profit or 139 loss; PCG 120/129) and the à-nouveaux of the next year (Jan 1, journal AN: ` +
          `every other account's balance, third-party accounts item by item with their open items). ${CLOSE_RULES}`,
        access: permission('accounting.validate'),
        params: YearParams,
        response: FiscalYearView,
      },
      async ({ params }) => {
        await closeFiscalYear(params.year);
        return fiscalYear(params.year);
      },
    )
    .post(
      '/accounting/fiscal-years/{year}/reopen',
      {
        summary: 'Reopen a closed fiscal year',
        description:
          'Removes the à-nouveaux and the result entry. 422 BUSINESS_RULE (reason NEXT_YEAR_POSTED) once the next year holds other posted entries, (LATER_YEAR_CLOSED) while a later year is closed; 409 INVALID_STATE unless CLOSED. The periods stay closed.',
        access: permission('accounting.validate'),
        params: YearParams,
        response: FiscalYearView,
      },
      async ({ params }) => {
        await reopenFiscalYear(params.year);
        return fiscalYear(params.year);
      },
    );
}
