import { z } from 'zod';
import { LoginBody } from '../../../../shared/schemas/auth';

/** The server's login body; the company field may stay empty (on-premise: one company). */
export const LoginForm = LoginBody.extend({
  tenant: z.string().trim().max(63),
  email: z.string().trim().min(1).pipe(z.email()),
});
export type LoginValues = z.infer<typeof LoginForm>;
