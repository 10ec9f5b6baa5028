import type { SeedContext } from '../../platform/modules';

export async function seedDemoLeave(ctx: SeedContext): Promise<void> {
  if (!ctx.demoTenantId) return;
}
