import { z } from 'zod';
import { booleanQuery } from '../../../platform/http/list';
import { JOURNAL_KINDS } from '../../../../shared/accounting';
import { CreateJournalBody, UpdateJournalBody } from '../../../../shared/schemas/accounting';
import { JournalView } from '../../../../shared/schemas/accounting-books';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import type { Journal } from '../models';
import { createJournal, getJournal, listJournals, updateJournal } from './journals';

export function presentJournal(j: Journal): JournalView {
  return {
    id: j.id,
    code: j.code,
    name: j.name,
    kind: j.kind,
    bankAccountId: j.bankAccountId ?? null,
    accountCode: j.accountCode ?? null,
    active: j.active,
    createdAt: j.createdAt.toISOString(),
    updatedAt: j.updatedAt.toISOString(),
  };
}

const JournalQuery = z.object({
  kind: z.enum(JOURNAL_KINDS).optional(),
  active: booleanQuery(),
});

/** The journals (journaux) of the tenant: VT, AC, BQn (one per bank account), CA, OD, AN and the tenant's own. */
export function journalListRoutes(): ApiRouter {
  return new ApiRouter('Accounting — journals')
    .get(
      '/accounting/journals',
      {
        summary: 'The journals (beyond the specification)',
        description: 'Every entry is filed in one journal and numbered from its counter (CODE-YYYY-00001). Small per tenant: answered whole, ordered by code.',
        access: permission('accounting.read'),
        query: JournalQuery,
        response: z.object({ items: z.array(JournalView) }),
      },
      async ({ query }) => ({ items: (await listJournals(query)).map(presentJournal) }),
    )
    .get(
      '/accounting/journals/{id}',
      { summary: 'One journal', access: permission('accounting.read'), params: IdParams, response: JournalView },
      async ({ params }) => presentJournal(await getJournal(params.id)),
    )
    .post(
      '/accounting/journals',
      {
        summary: 'Create a journal',
        description:
          'Kinds SALES, PURCHASES, CASH (with its cash account), MISC; BANK journals come with the bank accounts, and the tenant has one OPENING journal. 409 DUPLICATE for a code taken.',
        access: permission('accounting.manage'),
        body: CreateJournalBody,
        status: 201,
        response: JournalView,
      },
      async ({ body }) => presentJournal(await createJournal(body)),
    )
    .put(
      '/accounting/journals/{id}',
      {
        summary: 'Rename or (de)activate a journal',
        description: 'The code and kind never change (they number and file the entries). An inactive journal takes no new entry.',
        access: permission('accounting.manage'),
        params: IdParams,
        body: UpdateJournalBody,
        response: JournalView,
      },
      async ({ params, body }) => presentJournal(await updateJournal(params.id, body)),
    );
}
