import type { SeedContext } from '../../platform/modules';
import { asTenant } from '../../platform/tenancy/context';
import { createDefinition } from '../../platform/workflow/definitions';
import { SYSTEM_ROLE_IDS } from '../roles';

/** The demo company's circuits: leave and departures go to the manager, then to HR. */
export async function seedDemoWorkflows(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
  await asTenant(ctx.demoTenantId, async () => {
    const managerThenHr = (timeoutHours: number | null) => [
      { name: 'Validation du manager', kind: 'APPROVAL' as const, approverType: 'MANAGER' as const, approverRoleId: null, approverUserId: null, timeoutHours, timeoutAction: timeoutHours ? ('SKIP' as const) : null },
      { name: 'Validation RH', kind: 'APPROVAL' as const, approverType: 'ROLE' as const, approverRoleId: SYSTEM_ROLE_IDS.HR_MANAGER, approverUserId: null, timeoutHours: null, timeoutAction: null },
    ];
    await createDefinition({
      entityType: 'LEAVE_REQUEST',
      name: 'Congés : manager puis RH',
      description: 'Le manager valide sous 72 heures (sinon la demande passe aux RH), puis les RH valident.',
      isDefault: true,
      active: true,
      steps: managerThenHr(72),
    });
    await createDefinition({
      entityType: 'EMPLOYEE_OFFBOARDING',
      name: 'Départs : manager puis RH',
      description: 'Tout départ est validé par le manager du salarié puis par les RH.',
      isDefault: true,
      active: true,
      steps: managerThenHr(null),
    });
  });
}
