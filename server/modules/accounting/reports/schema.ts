import { z } from 'zod';
import { booleanQuery } from '../../../platform/http/list';
import { isoDate } from '../../../platform/http/validate';

/** Request shapes of the reports (their answers: shared/views/accounting.ts). */

const accountPrefix = z
  .string()
  .regex(/^[0-9A-Za-z]{1,20}$/, 'Letters and digits of an account code, 1 to 20')
  .optional()
  .describe('Only accounts whose code starts with this prefix');

const period = {
  from: isoDate().optional().describe('First day (default: 1 January of the current year)'),
  to: isoDate().optional().describe('Last day (default: 31 December of the current year)'),
};

function fromNotAfterTo<T extends { from?: string; to?: string }>(value: T, ctx: z.RefinementCtx): void {
  if (value.from && value.to && value.from > value.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
}

const thirdPartyId = z.uuid().optional().describe('Only the lines of this third party');
const format = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).default(values[0] as T[number]).describe('csv (French conventions when Accept-Language prefers French: BOM, ;, 1 234,56) or xlsx');

export const PeriodQuery = z.object({ ...period, accountPrefix }).superRefine(fromNotAfterTo);
export const LedgerExportQuery = z.object({ ...period, accountPrefix, thirdPartyId, format: format(['csv', 'xlsx'] as const) }).superRefine(fromNotAfterTo);
export const BalanceExportQuery = z.object({ ...period, accountPrefix, format: format(['csv', 'xlsx'] as const) }).superRefine(fromNotAfterTo);
export const JournalExportQuery = z
  .object({ ...period, journalCode: z.string().trim().toUpperCase().max(8).optional().describe('Only this journal'), format: format(['csv', 'xlsx'] as const) })
  .superRefine(fromNotAfterTo);

export const GRAND_LIVRE_MAX_PAGE_SIZE = 5000;
export const GrandLivreQuery = z
  .object({
    ...period,
    accountPrefix,
    thirdPartyId,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(GRAND_LIVRE_MAX_PAGE_SIZE).default(500).describe('Lines per page (max 5000)'),
  })
  .superRefine(fromNotAfterTo);

const comparative = booleanQuery(false).describe('Add the same period of the previous year and the variation %');
export const ResultatQuery = z.object({ ...period, comparative }).superRefine(fromNotAfterTo);
export const ResultatExportQuery = z
  .object({ ...period, format: format(['csv', 'xlsx', 'pdf'] as const).describe('csv, xlsx or pdf; always with the previous year side by side') })
  .superRefine(fromNotAfterTo);

export const AsOfQuery = z.object({ asOf: isoDate().optional().describe('Date of the report (default: today)') });
export const BilanExportQuery = z.object({
  asOf: isoDate().optional().describe('Date of the report (default: today)'),
  format: format(['csv', 'xlsx', 'pdf'] as const).describe('csv, xlsx or pdf; always with the previous year side by side'),
});
export const AgingExportQuery = z.object({ asOf: isoDate().optional().describe('Date of the report (default: today)'), format: format(['csv', 'xlsx'] as const) });

