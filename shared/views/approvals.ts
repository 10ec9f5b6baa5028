import { z } from 'zod';

/** Response views of the approvals module (the engine's records are in ./workflow). */
export const CountView = z.object({ count: z.number().int() });
export const RoleOptionView = z.object({ id: z.uuid(), name: z.string(), systemRole: z.boolean() });
