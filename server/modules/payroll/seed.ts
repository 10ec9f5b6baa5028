import type { SeedContext } from '../../platform/modules';

/** Filled in below. */
export async function seedDemoPayroll(_ctx: SeedContext): Promise<void> {}
