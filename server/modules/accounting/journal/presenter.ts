import { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import { allowedActions } from '../../../platform/state-machine';
import { currentContext } from '../../../platform/tenancy/context';
import type { EntryAttachment, JournalEntry, JournalLine } from '../models';
import { ENTRY_STATES, type EntryAction } from './states';

export const JournalLineResponse = z.object({
  id: z.string(),
  lineNo: z.number().int(),
  accountCode: z.string(),
  accountTitle: z.string().nullable(),
  label: z.string().nullable(),
  debit: z.string(),
  credit: z.string(),
  thirdParty: z.string().nullable(),
  thirdPartyId: z.string().nullable(),
  thirdPartyCode: z.string().nullable(),
  dueDate: z.string().nullable(),
  reference: z.string().nullable(),
  letterId: z.string().nullable(),
  letterCode: z.string().nullable().meta({ description: 'Letter code of the lettering the line belongs to, if any' }),
});

export const EntryAttachmentResponse = z.object({
  id: z.string(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
});

export const JournalEntryResponse = z.object({
  id: z.string(),
  pieceNumber: z.string(),
  date: z.string(),
  label: z.string(),
  source: z.string(),
  sourceRef: z.string().nullable(),
  journalId: z.string(),
  journalCode: z.string(),
  journalName: z.string().nullable(),
  status: z.string(),
  reversalOfId: z.string().nullable(),
  reversedById: z.string().nullable(),
  postedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  totalDebit: z.string(),
  totalCredit: z.string(),
  lines: z.array(JournalLineResponse),
  attachments: z.array(EntryAttachmentResponse),
  actions: z.array(z.string()).meta({ description: 'What the caller may do next (edit, delete, post, reverse)' }),
});

const ACTION_PERMISSION: Record<EntryAction, string> = {
  edit: 'accounting.write',
  delete: 'accounting.write',
  post: 'accounting.validate',
  reverse: 'accounting.validate',
};

function actionsFor(entry: JournalEntry, reversedById: string | null): EntryAction[] {
  const permissions = currentContext()?.permissions ?? new Set<string>();
  return allowedActions(ENTRY_STATES, entry.status).filter(
    (a) => permissions.has(ACTION_PERMISSION[a]) && !(a === 'reverse' && reversedById),
  );
}

export function presentLine(l: JournalLine) {
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

export function presentAttachment(a: EntryAttachment) {
  return { id: a.id, filename: a.filename, contentType: a.contentType, size: a.size, uploadedBy: a.uploadedBy ?? null, createdAt: a.createdAt.toISOString() };
}

export function presentEntry(e: JournalEntry, reversedById: string | null = null) {
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
