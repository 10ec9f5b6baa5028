import { z } from 'zod';

/** Response views of the approvals module (the engine's records are in ./workflow). */
export const CountView = z.object({ count: z.number().int() });
export const RoleOptionView = z.object({ id: z.uuid(), name: z.string(), systemRole: z.boolean() });

/** An active user offered by the approver and delegate pickers. */
export const PersonView = z.object({ userId: z.uuid(), name: z.string(), email: z.string() });
