import type { ChartStandard } from '../../../../shared/accounting';
import {
  DEFAULT_EXPENSE_CATEGORY,
  type ExpenseCategory,
  type ReimbursementMode,
} from '../../../../shared/expenses';
import { port } from '../../../platform/modules';
import type { ExpenseClaim } from '../models/expense-claim';

interface ChartAccountRef {
  code: string;
  title: string;
}

/**
 * The expense account charged for each offered category, per chart. A category outside the
 * offered values is charged like OTHER. Accounts the tenant's chart lacks are created (system
 * accounts) with the standard's title.
 *
 * SYSCOHADA: 6181 voyages et déplacements; 6384 missions (meals of an employee on duty; 6383
 * "réceptions" is hospitality offered to third parties); 6047 fournitures de bureau; 638 autres
 * charges externes. PCG: 6251, 6256, 6064, 628.
 */
export const EXPENSE_ACCOUNTS: Record<ChartStandard, Record<ExpenseCategory, ChartAccountRef>> = {
  SYSCOHADA: {
    TRAVEL: { code: '6181', title: 'Voyages et déplacements' },
    MEAL: { code: '6384', title: 'Missions' },
    SUPPLIES: { code: '6047', title: 'Fournitures de bureau' },
    OTHER: { code: '638', title: 'Autres charges externes' },
  },
  PCG: {
    TRAVEL: { code: '6251', title: 'Voyages et déplacements' },
    MEAL: { code: '6256', title: 'Missions' },
    SUPPLIES: { code: '6064', title: 'Fournitures administratives' },
    OTHER: { code: '628', title: 'Divers' },
  },
};

/** Treasury accounts: cash, and the bank used when the tenant has registered no bank account. */
export const TREASURY_ACCOUNTS: Record<ChartStandard, Record<'CASH' | 'BANK', ChartAccountRef>> = {
  SYSCOHADA: {
    CASH: { code: '5711', title: 'Caisse siège social' },
    BANK: { code: '521', title: 'Banques locales' },
  },
  PCG: { CASH: { code: '530', title: 'Caisse' }, BANK: { code: '512', title: 'Banques' } },
};

export function expenseAccountOf(standard: ChartStandard, category: string): ChartAccountRef {
  const accounts = EXPENSE_ACCOUNTS[standard];
  return accounts[category as ExpenseCategory] ?? accounts[DEFAULT_EXPENSE_CATEGORY];
}

/** The account credited: the default bank account's (521x / 512x) for a transfer, the cash account for cash. */
async function treasuryAccount(standard: ChartStandard, mode: ReimbursementMode): Promise<ChartAccountRef> {
  if (mode === 'CASH') return TREASURY_ACCOUNTS[standard].CASH;
  const [bank] = await port('ledger').bankAccounts();
  return bank ? { code: bank.accountCode, title: bank.title } : TREASURY_ACCOUNTS[standard].BANK;
}

/**
 * The reimbursement's journal entry, posted at once (source EXPENSE, dated `date`): the expense
 * account of the category in debit, the bank or the cash in credit, for the claim's amount.
 * A closed period refuses it (PERIOD_CLOSED) and the caller's transaction rolls back.
 */
export async function postReimbursement(
  claim: ExpenseClaim,
  employeeName: string,
  mode: ReimbursementMode,
  date: string,
) {
  const ledger = port('ledger');
  const config = await ledger.config();
  const expense = expenseAccountOf(config.chartStandard, claim.category);
  const treasury = await treasuryAccount(config.chartStandard, mode);
  await ledger.ensureAccount(expense.code, expense.title);
  await ledger.ensureAccount(treasury.code, treasury.title);
  const label = `Note de frais ${claim.reference} — ${employeeName}`.slice(0, 200);
  const thirdParty = employeeName.slice(0, 100);
  return ledger.record(
    {
      date,
      label,
      source: 'EXPENSE',
      sourceRef: claim.id,
      lines: [
        {
          accountCode: expense.code,
          debitCents: claim.amountCents,
          label: claim.description.slice(0, 200),
          thirdParty,
        },
        { accountCode: treasury.code, creditCents: claim.amountCents, label, thirdParty },
      ],
    },
    { post: true },
  );
}
