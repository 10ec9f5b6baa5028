import type { SeedContext } from '../../platform/modules';

export async function seedDemoExpenseClaims(_ctx: SeedContext): Promise<void> {}
