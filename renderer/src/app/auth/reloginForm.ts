import { z } from 'zod';

/** The password typed again in the session-expired dialog (loaded with its first submit). */
export const ReloginForm = z.object({ password: z.string().min(1) });
