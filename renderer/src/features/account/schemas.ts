import { z } from 'zod';
import type { TFunction } from 'i18next';
import { ChangePasswordBody } from '../../../../shared/schemas/auth';

export { PASSWORD_MIN_LENGTH } from '../../../../shared/schemas/auth';

/** The server's password change, plus a confirmation checked here only. */
export function passwordChangeForm(t: TFunction) {
  return ChangePasswordBody.extend({ confirmPassword: z.string() })
    .refine((v) => v.newPassword === v.confirmPassword, {
      path: ['confirmPassword'],
      message: t('account:password.mismatch'),
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      path: ['newPassword'],
      message: t('account:password.unchanged'),
    });
}
export type PasswordChangeValues = z.infer<ReturnType<typeof passwordChangeForm>>;
