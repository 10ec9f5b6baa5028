import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import { accountCodeSchema, isoDateSchema } from '../../../../shared/schemas/accounting';
import { AutoLetterResult, LetterableAccountView, LetteringLinesView, LetteringView } from '../../../../shared/schemas/accounting-books';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import type { Lettering } from '../models';
import { autoLetter } from './auto-lettering';
import { getLettering, letterLines, unletter } from './lettering';
import { letterableAccounts, letteringLines } from './queries';

function presentLettering(l: Lettering, lineIds: string[]): LetteringView {
  return {
    id: l.id,
    accountCode: l.accountCode,
    code: l.code,
    thirdPartyId: l.thirdPartyId ?? null,
    letteredOn: l.letteredOn,
    lineCount: l.lineCount,
    total: formatCents(l.totalCents),
    automatic: l.automatic,
    createdBy: l.createdBy ?? null,
    createdAt: l.createdAt.toISOString(),
    lineIds,
  };
}

const LinesQuery = z.object({
  accountCode: accountCodeSchema(),
  thirdPartyId: z.uuid().optional(),
  status: z.enum(['UNLETTERED', 'LETTERED', 'ALL']).default('UNLETTERED'),
  from: isoDateSchema().optional().meta({ description: 'Default: the opening of the current books (after the last closed year)' }),
  to: isoDateSchema().optional().meta({ description: 'Default: today' }),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

const LetterBody = z.object({ lineIds: z.array(z.uuid()).min(2, 'A lettering groups at least two lines').max(500) });
const AutoBody = z.object({ accountCode: accountCodeSchema(), thirdPartyId: z.uuid().nullish() });

const REFUSALS =
  'Refusals: 404 NOT_FOUND (unknown line), 409 INVALID_STATE (a line already lettered: letterCodes), 422 BUSINESS_RULE with `reason` ' +
  'NOT_BALANCED (debits ≠ credits: difference), DIFFERENT_ACCOUNTS, DIFFERENT_THIRD_PARTIES, NOT_LETTERABLE (not a third-party account), NOT_POSTED, YEAR_CLOSED.';

/** Lettering (lettrage) of third-party accounts: manual, automatic, undone. */
export function letteringRoutes(): ApiRouter {
  return new ApiRouter('Accounting — lettering')
    .get(
      '/accounting/lettering/accounts',
      { summary: 'Third-party accounts with their open items', access: permission('accounting.read'), response: z.object({ items: z.array(LetterableAccountView) }) },
      async () => ({
        items: (await letterableAccounts()).map((a) => ({ accountCode: a.accountCode, accountTitle: a.accountTitle, openLines: a.openLines, openBalance: formatCents(a.openBalanceCents) })),
      }),
    )
    .get(
      '/accounting/lettering/lines',
      { summary: 'Posted lines of a third-party account, lettered or not', access: permission('accounting.read'), query: LinesQuery, response: LetteringLinesView },
      async ({ query }) => {
        const r = await letteringLines(query);
        return {
          items: r.items.map(({ debitCents, creditCents, ...l }) => ({ ...l, debit: formatCents(debitCents), credit: formatCents(creditCents) })),
          page: query.page,
          pageSize: query.pageSize,
          total: r.total,
          from: r.from,
          to: r.to,
          totals: { debit: formatCents(r.debitCents), credit: formatCents(r.creditCents), balance: formatCents(r.debitCents - r.creditCents) },
        };
      },
    )
    .post(
      '/accounting/lettering',
      {
        summary: 'Letter posted lines together',
        description: `Lines of one third-party account and one third party whose debits equal their credits get the account's next letter code. Amounts never change. ${REFUSALS}`,
        access: permission('accounting.write'),
        body: LetterBody,
        status: 201,
        response: LetteringView,
      },
      async ({ body }) => {
        const lettering = await letterLines(body.lineIds);
        return presentLettering(lettering, [...new Set(body.lineIds)]);
      },
    )
    .post(
      '/accounting/lettering/auto',
      {
        summary: 'Automatic lettering of an account',
        description:
          'Among the open lines of the account (of one third party when given): lines of a third party sharing a reference (line reference, else entry sourceRef, else piece number) that cancel out, then a debit and a credit of the same amount, oldest first.',
        access: permission('accounting.write'),
        body: AutoBody,
        response: AutoLetterResult,
      },
      async ({ body }) => autoLetter(body),
    )
    .get(
      '/accounting/lettering/{id}',
      { summary: 'One lettering and its lines', access: permission('accounting.read'), params: IdParams, response: LetteringView },
      async ({ params }) => {
        const { lettering, lines } = await getLettering(params.id);
        return presentLettering(lettering, lines.map((l) => l.id));
      },
    )
    .delete(
      '/accounting/lettering/{id}',
      {
        summary: 'Unletter: the lines are open items again',
        description: '422 BUSINESS_RULE (reason YEAR_CLOSED) for lines dated in a closed fiscal year.',
        access: permission('accounting.write'),
        params: IdParams,
        status: 204,
      },
      async ({ params }) => {
        await unletter(params.id);
        return undefined;
      },
    );
}
