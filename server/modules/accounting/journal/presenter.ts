import type { z } from 'zod';
import type { JournalEntryView, JournalLineView } from '../../../../shared/views/accounting';
import { formatCents } from '../../../../shared/money';
import { allowedActions } from '../../../platform/state-machine';
import { currentContext } from '../../../platform/tenancy/context';
import type { JournalEntry, JournalLine } from '../models';
import { ENTRY_STATES, type EntryAction } from './states';

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

export function presentLine(l: JournalLine): z.infer<typeof JournalLineView> {
  return {
    id: l.id,
    lineNo: l.lineNo,
    accountCode: l.accountCode,
    accountTitle: l.account?.title ?? null,
    label: l.label ?? null,
    debit: formatCents(l.debitCents),
    credit: formatCents(l.creditCents),
    thirdParty: l.thirdParty ?? null,
    dueDate: l.dueDate ?? null,
  };
}

export function presentEntry(e: JournalEntry, reversedById: string | null = null): z.infer<typeof JournalEntryView> {
  return {
    id: e.id,
    pieceNumber: e.pieceNumber,
    date: e.entryDate,
    label: e.label,
    source: e.source,
    sourceRef: e.sourceRef ?? null,
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
    actions: actionsFor(e, reversedById),
  };
}
