import { PayrollProfileBody, PutVariableInputsBody } from '../../../shared/schemas/payroll';
import { port, type SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { computeRun } from './services/compute';
import { putInputs } from './services/inputs';
import { lastDayOf } from './services/payable';
import { putProfile } from './services/profiles';
import { renderMissingPayslips, storePayslips } from './services/payslips';
import { createRun } from './services/runs';
import { closeRun, payRun, validateRun } from './services/transitions';
import { demoPeriods } from './seed-periods';

/** Family situations and categories of a few demo employees (the others keep the defaults: non-cadre, 1 part). */
const PROFILES = [
  { number: 'EMP-0001', category: 'CADRE', familyParts: '3' },
  { number: 'EMP-0003', category: 'CADRE', familyParts: '2.5' },
  { number: 'EMP-0007', category: 'CADRE', familyParts: '2' },
  { number: 'EMP-0004', category: 'NON_CADRE', familyParts: '1.5' },
] as const;

/** Variable inputs of each month (0: the current month), by employee number. */
function inputsOf(back: number): Record<string, object> {
  const inputs: Record<string, object> = {
    'EMP-0009': { overtime: [{ hours: String(6 + back * 2), ratePercent: '115' }] },
    'EMP-0005': { bonuses: [{ label: 'Prime de transport exceptionnelle', amount: '25000' }] },
  };
  if (back === 1)
    inputs['EMP-0002'] = { bonuses: [{ label: 'Prime de rendement', amount: '150000' }], advances: '100000' };
  if (back === 0) inputs['EMP-0004'] = { bonuses: [{ label: 'Prime de fin de projet', amount: '50000' }] };
  return inputs;
}

async function setInputs(runId: string, back: number): Promise<void> {
  const items = [];
  for (const [number, values] of Object.entries(inputsOf(back))) {
    const employee = await port('people').employeeByNumber(number);
    if (employee) items.push({ employeeId: employee.id, ...values });
  }
  if (items.length) await putInputs(runId, PutVariableInputsBody.parse({ items }));
}

/**
 * The demo company's payroll: payroll profiles of a few employees, the last three months' runs
 * computed from the contracts with a few variable inputs, validated (journal entry), paid on the
 * month's last day and closed, with their payslips; the current month's run computed
 * and left in DRAFT for the accountant to check, validate and pay (demoPeriods: months of a
 * previous year are left out, the accounting demo closes that year's periods).
 */
export async function seedDemoPayroll(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId || !ctx.services.pdf || !ctx.services.documents) return;
  await asTenant(
    ctx.demoTenantId,
    async () => {
      for (const p of PROFILES) {
        const employee = await port('people').employeeByNumber(p.number);
        if (employee)
          await putProfile(
            employee.id,
            PayrollProfileBody.parse({ category: p.category, familyParts: p.familyParts }),
          );
      }
      const today = ctx.now().toISOString().slice(0, 10);
      const periods = demoPeriods(today);
      for (const [index, period] of periods.entries()) {
        const back = periods.length - 1 - index;
        const run = await createRun({ ...period, note: back === 0 ? 'Paie du mois en cours' : null });
        await setInputs(run.id, back);
        await computeRun(run.id);
        if (back === 0) continue;
        await validateRun(run.id);
        // The costly part of the demo; tests seed it once per run (server/test/demo-server.ts).
        await storePayslips(run.id, await renderMissingPayslips(run.id));
        await payRun(run.id, lastDayOf(period));
        await closeRun(run.id);
      }
    },
    { now: ctx.now },
  );
}
