import type { z } from 'zod';
import type { EntryAttachmentView, JournalEntryView, JournalLineView } from '../../../../shared/views/accounting';
import { formatCents } from '../../../../shared/money';
import { allowedActions } from '../../../platform/state-machine';
import { currentContext } from '../../../platform/tenancy/context';
import type { EntryAttachment, JournalEntry, JournalLine } from '../models';
import { ENTRY_STATES, type EntryAction } from './states';

const ACTION_PERMISSION: Record<EntryAction, string> = {
  edit: 'accounting.write',
  delete: 'accounting.write',
  post: 'accounting.validate',
  reverse: 'accounting.validate',
};

/** What the views read of a line: a model instance, or a plain row of a set-based list. */
export type LineRecord = Pick<
  JournalLine,
  'id' | 'lineNo' | 'accountCode' | 'label' | 'debitCents' | 'creditCents' | 'thirdParty' | 'thirdPartyId' | 'dueDate' | 'reference' | 'letterId' | 'letterCode'
> & { account?: { title: string } | null; party?: { code: string; name: string } | null };

export type AttachmentRecord = Pick<EntryAttachment, 'id' | 'filename' | 'contentType' | 'size' | 'uploadedBy' | 'createdAt'>;

export type EntryRecord = Pick<
  JournalEntry,
  | 'id'
  | 'pieceNumber'
  | 'entryDate'
  | 'label'
  | 'source'
  | 'sourceRef'
  | 'journalId'
  | 'journalCode'
  | 'status'
  | 'reversalOfId'
  | 'postedAt'
  | 'createdBy'
  | 'totalDebitCents'
  | 'totalCreditCents'
  | 'createdAt'
  | 'updatedAt'
> & { journal?: { name: string } | null; lines?: LineRecord[] | null; attachments?: AttachmentRecord[] | null };

function actionsFor(entry: EntryRecord, reversedById: string | null): EntryAction[] {
  const permissions = currentContext()?.permissions ?? new Set<string>();
  return allowedActions(ENTRY_STATES, entry.status).filter(
    (a) => permissions.has(ACTION_PERMISSION[a]) && !(a === 'reverse' && reversedById),
  );
}

export function presentLine(l: LineRecord): z.infer<typeof JournalLineView> {
  return {
    id: l.id,
    lineNo: l.lineNo,
    accountCode: l.accountCode,
    accountTitle: l.account?.title ?? null,
    label: l.label ?? null,
    debit: formatCents(l.debitCents),
    credit: formatCents(l.creditCents),
    thirdParty: l.party?.name ?? l.thirdParty ?? null,
    thirdPartyId: l.thirdPartyId ?? null,
    thirdPartyCode: l.party?.code ?? null,
    dueDate: l.dueDate ?? null,
    reference: l.reference ?? null,
    letterId: l.letterId ?? null,
    letterCode: l.letterCode ?? null,
  };
}

export function presentAttachment(a: AttachmentRecord): z.infer<typeof EntryAttachmentView> {
  return { id: a.id, filename: a.filename, contentType: a.contentType, size: a.size, uploadedBy: a.uploadedBy ?? null, createdAt: a.createdAt.toISOString() };
}

export function presentEntry(e: EntryRecord, reversedById: string | null = null): z.infer<typeof JournalEntryView> {
  return {
    id: e.id,
    pieceNumber: e.pieceNumber,
    date: e.entryDate,
    label: e.label,
    source: e.source,
    sourceRef: e.sourceRef ?? null,
    journalId: e.journalId,
    journalCode: e.journalCode,
    journalName: e.journal?.name ?? null,
    status: e.status,
    reversalOfId: e.reversalOfId ?? null,
    reversedById,
    postedAt: e.postedAt ? e.postedAt.toISOString() : null,
    createdBy: e.createdBy ?? null,
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
    totalDebit: formatCents(e.totalDebitCents),
    totalCredit: formatCents(e.totalCreditCents),
    lines: (e.lines ?? []).map(presentLine),
    attachments: (e.attachments ?? []).map(presentAttachment),
    actions: actionsFor(e, reversedById),
  };
}
