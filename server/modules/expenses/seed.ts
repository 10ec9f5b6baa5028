import { EXPENSE_CLAIM_PREFIX } from '../../../shared/expenses';
import { formatCents, toCents } from '../../../shared/money';
import { port, type SeedContext } from '../../platform/modules';
import { asTenant, now as clockNow } from '../../platform/tenancy/context';
import type { EmployeeSummary } from '../employees';
import { ExpenseClaim } from './models/expense-claim';
import { ACCOUNTANT, DEMO_CLAIMS, type DemoClaim } from './seed-data';
import { postReimbursement } from './services/ledger-posting';
import { storeReceipt } from './services/receipts';

const DAY = 86_400_000;

function receiptDefinition(claim: DemoClaim, date: string): object {
  return {
    content: [
      { text: 'REÇU', fontSize: 20, bold: true, margin: [0, 0, 0, 12] },
      { text: claim.receipt?.vendor ?? '', fontSize: 13, margin: [0, 0, 0, 8] },
      { text: `Date : ${date}` },
      { text: claim.description, margin: [0, 8, 0, 8] },
      { text: `Montant payé : ${formatCents(toCents(claim.amount))} FCFA`, bold: true },
      { text: 'Document de démonstration', italics: true, fontSize: 9, margin: [0, 24, 0, 0] },
    ],
  };
}

/**
 * A dozen expense claims of the demo company's employees in every state: submitted, approved by
 * the manager, awaiting payment, rejected, and reimbursed with their journal entries (posted by
 * the ledger service on the day of the reimbursement), most with a PDF receipt.
 */
export async function seedDemoExpenseClaims(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  const tenantId = ctx.demoTenantId;
  await asTenant(tenantId, async () => {
    const today = clockNow();
    const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
    const at = (daysAgo: number, hour: number) => new Date(midnight - daysAgo * DAY + hour * 3_600_000);
    const day = (daysAgo: number) => at(daysAgo, 0).toISOString().slice(0, 10);

    const numbers = [
      ...new Set(DEMO_CLAIMS.flatMap((c) => [c.employee, c.approver ?? ACCOUNTANT]).concat(ACCOUNTANT)),
    ];
    const people = new Map<string, EmployeeSummary>();
    for (const number of numbers) {
      const employee = await port('people').employeeByNumber(number);
      if (employee) people.set(number, employee);
    }
    const person = (number: string) => {
      const employee = people.get(number);
      if (!employee) throw new Error(`Demo employee ${number} is missing: the employees seed runs first`);
      return employee;
    };
    const accountant = person(ACCOUNTANT).userId ?? null;
    const { currency } = await port('ledger').config();

    for (const d of [...DEMO_CLAIMS].sort((a, b) => b.submittedDaysAgo - a.submittedDaysAgo)) {
      const employee = person(d.employee);
      const submittedAt = at(d.submittedDaysAgo, 8);
      const receipt =
        d.receipt && ctx.services.pdf && ctx.services.documents
          ? await storeReceipt({
              originalname: `recu-${day(d.spentDaysAgo)}.pdf`,
              buffer: await ctx.services.pdf.render(receiptDefinition(d, day(d.spentDaysAgo))),
            })
          : null;
      const claim = await ExpenseClaim.create({
        reference: await port('ledger').nextPieceNumber(EXPENSE_CLAIM_PREFIX, submittedAt.getUTCFullYear()),
        employeeId: employee.id,
        submittedBy: employee.userId ?? null,
        submittedAt,
        expenseDate: day(d.spentDaysAgo),
        description: d.description,
        amountCents: toCents(d.amount),
        currency,
        category: d.category,
        ...(receipt ?? {}),
      });
      if (d.status === 'SUBMITTED') continue;
      const decider = person(d.approver ?? ACCOUNTANT).userId ?? null;
      const decidedAt = at(Math.max(d.submittedDaysAgo - 1, 0), 10);
      if (d.status === 'REJECTED') {
        await claim.update({
          status: 'REJECTED',
          rejectedBy: decider,
          rejectedAt: decidedAt,
          rejectionReason: d.rejectionReason ?? null,
        });
        continue;
      }
      await claim.update({ status: 'MANAGER_APPROVED', approvedBy: decider, approvedAt: decidedAt });
      if (d.status === 'PENDING_PAYMENT') {
        await claim.update({
          status: 'PENDING_PAYMENT',
          paymentScheduledBy: accountant,
          paymentScheduledAt: at(Math.max(d.submittedDaysAgo - 2, 0), 15),
        });
      }
      if (d.status === 'REIMBURSED' && d.reimbursed) {
        const paidAt = at(d.reimbursed.daysAgo, 11);
        const { reimbursed } = d;
        const entry = await asTenant(
          tenantId,
          () => postReimbursement(claim, employee.name, reimbursed.mode, day(reimbursed.daysAgo)),
          {
            now: () => paidAt,
            userId: accountant,
          },
        );
        await claim.update({
          status: 'REIMBURSED',
          reimbursedBy: accountant,
          reimbursedAt: paidAt,
          paymentMode: reimbursed.mode,
          paymentNote: reimbursed.note ?? null,
          journalEntryId: entry.id,
          journalPieceNumber: entry.pieceNumber,
        });
      }
    }
  });
}
