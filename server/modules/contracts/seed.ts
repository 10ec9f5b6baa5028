import type { SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import type { ContractType } from '../../../shared/contracts';
import { port } from '../../platform/modules';
import { SHARED_TEMPLATE_IDS } from './migrations/202611210911-shared-contract-templates';
import { createAmendment, signAmendment } from './services/amendments';
import { createContract } from './services/contracts';
import { activateContract, sendContract, signContract } from './services/lifecycle';

const DAY = 86_400_000;
const day = (from: Date, days: number) => new Date(from.getTime() + days * DAY).toISOString().slice(0, 10);

type Plan = { number: string; type: ContractType; salary: number; until: 'ACTIVE' | 'SENT'; hours?: number; endInDays?: number; trialInDays?: number; raise?: number };

/** Monthly gross salaries in XOF of the demo company, and how far each contract went. */
const PLANS: Plan[] = [
  { number: 'EMP-0001', type: 'CDI', salary: 3_500_000, until: 'ACTIVE' },
  { number: 'EMP-0002', type: 'CDI', salary: 1_800_000, until: 'ACTIVE' },
  { number: 'EMP-0003', type: 'CDI', salary: 2_200_000, until: 'ACTIVE' },
  { number: 'EMP-0004', type: 'CDI', salary: 450_000, until: 'ACTIVE', raise: 500_000 },
  { number: 'EMP-0005', type: 'CDI', salary: 650_000, until: 'ACTIVE' },
  { number: 'EMP-0006', type: 'CDI', salary: 700_000, until: 'ACTIVE' },
  { number: 'EMP-0007', type: 'CDI', salary: 2_500_000, until: 'ACTIVE' },
  { number: 'EMP-0008', type: 'CDI', salary: 1_500_000, until: 'ACTIVE' },
  { number: 'EMP-0009', type: 'CDI', salary: 800_000, until: 'ACTIVE' },
  { number: 'EMP-0010', type: 'CDD', salary: 350_000, until: 'ACTIVE', endInDays: 18 },
  { number: 'EMP-0011', type: 'CDI', salary: 400_000, until: 'ACTIVE' },
  { number: 'EMP-0012', type: 'CDI', salary: 900_000, until: 'ACTIVE' },
  { number: 'EMP-0016', type: 'CDI', salary: 1_100_000, until: 'ACTIVE' },
  { number: 'EMP-0017', type: 'CDD', salary: 200_000, until: 'ACTIVE', endInDays: 150, trialInDays: 12 },
  { number: 'EMP-0019', type: 'CDI', salary: 600_000, until: 'ACTIVE' },
  { number: 'EMP-0020', type: 'STAGE', salary: 100_000, until: 'SENT', hours: 40 },
];

const TEMPLATE_OF: Record<ContractType, string> = {
  CDI: SHARED_TEMPLATE_IDS['CI-CDI'],
  CDD: SHARED_TEMPLATE_IDS['CI-CDD'],
  STAGE: SHARED_TEMPLATE_IDS['CI-STAGE'],
  CONSULTANT: SHARED_TEMPLATE_IDS['CI-CONSULTANT'],
  INTERIM: SHARED_TEMPLATE_IDS['CI-INTERIM'],
};

/** Contracts of the demo employees: CDIs in force (one amended), CDDs ending soon, an internship to sign. */
export async function seedDemoContracts(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId || !ctx.services.pdf || !ctx.services.documents) return;
  const today = ctx.now();
  const proof = { buffer: await ctx.services.pdf.render({ content: [{ text: 'Copie signée — spécimen de démonstration', fontSize: 16 }] }) };
  await asTenant(
    ctx.demoTenantId,
    async () => {
      for (const plan of PLANS) {
        const employee = await port('people').employeeByNumber(plan.number);
        if (!employee) continue;
        const startDate = plan.type === 'CDI' ? (employee.hireDate ?? day(today, -365)) : day(today, plan.until === 'SENT' ? 14 : -200);
        const contract = await createContract({
          employeeId: employee.id,
          templateId: TEMPLATE_OF[plan.type],
          type: plan.type,
          jobTitle: employee.jobTitle,
          salary: plan.salary * 100,
          weeklyHours: (plan.hours ?? 40) * 100,
          startDate,
          endDate: plan.endInDays !== undefined ? day(today, plan.endInDays) : plan.type === 'STAGE' ? day(today, 14 + 180) : null,
          trialPeriodEndDate: plan.trialInDays !== undefined ? day(today, plan.trialInDays) : null,
          workLocation: 'Abidjan, Plateau',
        });
        await sendContract(contract.id, false);
        if (plan.until === 'SENT') continue;
        await signContract(contract.id, proof, startDate < day(today, 0) ? startDate : day(today, 0));
        await activateContract(contract.id);
        if (plan.raise) {
          const amendment = await createAmendment(contract.id, { effectiveDate: day(today, -30), reason: 'Revalorisation annuelle après entretien d’évaluation', changes: { salary: plan.raise * 100 } });
          await signAmendment(contract.id, amendment.id, proof, day(today, -35));
        }
      }
    },
    { now: () => today },
  );
}
