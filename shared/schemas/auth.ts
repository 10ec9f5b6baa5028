import { z } from 'zod';

/** Request schemas of authentication and user administration, shared by the server and the forms. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const Email = z.string().trim().toLowerCase().pipe(z.email('Not a valid email address').max(320));

export const NewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `At least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `At most ${PASSWORD_MAX_LENGTH} characters`);

export const LoginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(320),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  tenant: z.string().trim().toLowerCase().min(1).max(63).optional(),
});

export const OperatorLoginBody = LoginBody.omit({ tenant: true });

export const RefreshBody = z.object({ refreshToken: z.string().min(1).max(200) });

export const ChangePasswordBody = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: NewPassword,
});

export const InvitationTokenBody = z.object({ token: z.string().min(1).max(200) });
export const SetPasswordBody = z.object({ token: z.string().min(1).max(200), password: NewPassword });

export const Locale = z.enum(['fr', 'en']);
export const UpdateMeBody = z.object({
  firstName: z.string().trim().min(1).max(100).optional(),
  lastName: z.string().trim().min(1).max(100).optional(),
  locale: Locale.optional(),
});

const PersonName = z.string().trim().min(1, 'Required').max(100);

export const CreateUserBody = z.object({
  email: Email,
  firstName: PersonName,
  lastName: PersonName,
  password: NewPassword.optional(),
  employeeId: z.uuid().nullish(),
  locale: Locale.optional(),
  /** Role names or ids; EMPLOYEE when none is given. */
  roles: z.array(z.string().trim().min(1).max(60)).max(20).optional(),
});

export const UpdateUserBody = z.object({
  email: Email.optional(),
  firstName: PersonName.optional(),
  lastName: PersonName.optional(),
  employeeId: z.uuid().nullish(),
  locale: Locale.optional(),
  active: z.boolean().optional(),
});

export type CreateUserInput = z.infer<typeof CreateUserBody>;
export type UpdateUserInput = z.infer<typeof UpdateUserBody>;
