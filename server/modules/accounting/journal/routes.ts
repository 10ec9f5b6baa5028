import { z } from 'zod';
import { ENTRY_SOURCES } from '../../../../shared/accounting';
import {
  CreateEntryBody,
  JournalListFilters,
  PostSelectedBody,
  ReverseEntryBody,
  UpdateEntryBody,
  type JournalLineInput,
} from '../../../../shared/schemas/accounting';
import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { envelope, listOf, listQuery } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import type { LedgerLineInput } from './entry-rules';
import { deleteEntry, loadEntry, recordEntry, updateEntry } from './ledger';
import { bulkPost, markEntryPosted, postSelected, reversalOf, reverseEntry } from './posting';
import { BulkPostView, JournalEntryView } from '../../../../shared/views/accounting';
import { presentEntry } from './presenter';
import { JOURNAL_SORTS, listEntries, readEntry } from './queries';

function toLedgerLines(lines: JournalLineInput[]): LedgerLineInput[] {
  return lines.map((l) => ({
    accountCode: l.accountCode,
    debitCents: l.debit ?? 0,
    creditCents: l.credit ?? 0,
    label: l.label ?? null,
    thirdParty: l.thirdParty ?? null,
    thirdPartyId: l.thirdPartyId ?? null,
    dueDate: l.dueDate ?? null,
    reference: l.reference ?? null,
  }));
}

const ENTRY_ERRORS =
  'Refusals: 400 VALIDATION_FAILED (fewer than two lines, a line with both or neither side, a negative amount), ' +
  '422 BUSINESS_RULE (unknown or inactive account), 422 UNBALANCED_ENTRY (extensions missingSide DEBIT|CREDIT — the side to increase — and missingAmount), ' +
  '422 PERIOD_CLOSED (date inside a Closed fiscal period).';

const BulkPostQuery = z.object({
  source: z.enum(ENTRY_SOURCES).optional().meta({ description: 'Post the drafts of this source only; every draft when omitted' }),
});

export function journalRoutes(): ApiRouter {
  return new ApiRouter('Accounting — journal')
    .get(
      '/accounting/journal',
      {
        summary: 'List journal entries',
        access: permission('accounting.read'),
        query: listQuery(JOURNAL_SORTS, JournalListFilters),
        response: listOf(JournalEntryView),
      },
      async ({ query }) => {
        const { rows, count, reversals } = await listEntries(query);
        return envelope(rows.map((r) => presentEntry(r, reversals.get(r.id) ?? null)), count, query);
      },
    )
    .get(
      '/accounting/journal/{id}',
      { summary: 'One journal entry with its lines', access: permission('accounting.read'), params: IdParams, response: JournalEntryView },
      async ({ params }) => {
        const entry = await loadEntry(params.id);
        return presentEntry(entry, (await reversalOf(entry.id))?.id ?? null);
      },
    )
    .post(
      '/accounting/journal',
      {
        summary: 'Record a journal entry (DRAFT)',
        description: `Lines name accounts by code; each carries a debit or a credit. The entry is filed in journalId, else in the journal its source calls for (MANUAL: OD), and numbered from that journal's counter for the entry's year (OD-2026-00001). A third party (thirdPartyId, or thirdParty by name) goes on third-party accounts (40x, 41x, 42x, 47x). ${ENTRY_ERRORS}`,
        access: permission('accounting.write'),
        body: CreateEntryBody,
        status: 201,
        response: JournalEntryView,
      },
      async ({ body }) => {
        const entry = await recordEntry({
          date: body.date,
          label: body.label,
          source: body.source,
          sourceRef: body.sourceRef,
          journalId: body.journalId,
          lines: toLedgerLines(body.lines),
        });
        return presentEntry(await readEntry(entry.id, { recorded: true }));
      },
    )
    .put(
      '/accounting/journal/{id}',
      {
        summary: 'Change a DRAFT entry',
        description: `Only a DRAFT entry changes (409 INVALID_STATE once POSTED); the lines given replace all lines. ${ENTRY_ERRORS}`,
        access: permission('accounting.write'),
        params: IdParams,
        body: UpdateEntryBody,
        response: JournalEntryView,
      },
      async ({ params, body }) =>
        presentEntry(
          await updateEntry(params.id, {
            date: body.date,
            label: body.label,
            sourceRef: body.sourceRef,
            journalId: body.journalId,
            lines: body.lines ? toLedgerLines(body.lines) : undefined,
          }),
        ),
    )
    .delete(
      '/accounting/journal/{id}',
      {
        summary: 'Delete a DRAFT entry',
        description: 'Only a DRAFT entry is deleted (409 INVALID_STATE once POSTED). Its piece number is not reused.',
        access: permission('accounting.write'),
        params: IdParams,
        status: 204,
      },
      async ({ params }) => {
        await deleteEntry(params.id);
        return undefined;
      },
    )
    .post(
      '/accounting/journal/{id}/post',
      {
        summary: 'Post an entry (DRAFT → POSTED)',
        description: 'Definitive. Refused in a closed period (422 PERIOD_CLOSED) or on an account deactivated since (422 BUSINESS_RULE).',
        access: permission('accounting.validate'),
        params: IdParams,
        response: JournalEntryView,
      },
      async ({ params }) => {
        await markEntryPosted(params.id);
        return presentEntry(await readEntry(params.id));
      },
    )
    .post(
      '/accounting/journal/bulk-post',
      {
        summary: 'Post every draft entry of a source',
        description: 'All or nothing: if one draft is dated in a closed period (PERIOD_CLOSED) or uses an inactive account (BUSINESS_RULE), nothing is posted.',
        access: permission('accounting.validate'),
        query: BulkPostQuery,
        response: BulkPostView,
      },
      async ({ query }) => bulkPost(query.source),
    )
    .post(
      '/accounting/journal/post-selected',
      {
        summary: 'Post the selected draft entries (beyond the specification)',
        description:
          'All or nothing: an unknown id answers 404 NOT_FOUND, an entry already posted 409 INVALID_STATE (pieceNumbers), a draft dated in a closed period 422 PERIOD_CLOSED, one on an inactive account 422 BUSINESS_RULE.',
        access: permission('accounting.validate'),
        body: PostSelectedBody,
        response: BulkPostView,
      },
      async ({ body }) => postSelected(body.ids),
    )
    .post(
      '/accounting/journal/{id}/reverse',
      {
        summary: 'Reverse a POSTED entry (beyond the specification)',
        description:
          'Corrections of posted entries: creates and posts the mirror entry (debits and credits swapped, source REVERSAL), ' +
          'dated today unless `date` is given, linked both ways (reversal.reversalOfId, original.reversedById). ' +
          '409 INVALID_STATE for a DRAFT or an entry already reversed; 422 PERIOD_CLOSED when the reversal date is in a closed period.',
        access: permission('accounting.validate'),
        params: IdParams,
        body: ReverseEntryBody,
        status: 201,
        response: JournalEntryView,
      },
      async ({ params, body }) => presentEntry(await reverseEntry(params.id, body)),
    );
}
