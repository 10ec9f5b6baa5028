import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword, isCommonPassword } from './password-policy';

describe('password policy', () => {
  it('knows the shipped list of common passwords, whatever the case', () => {
    for (const common of ['password', 'qwertyuiop', '1234567890', 'azerty', 'soleil', 'PassWord', '1q2w3e4r5t']) expect(isCommonPassword(common), common).toBe(true);
  });

  it('sees through digits and symbols around a common password', () => {
    for (const dressed of ['Password2024!', 'password1234', '123azerty', 'Soleil-2026', 'iloveyou!!!!']) expect(isCommonPassword(dressed), dressed).toBe(true);
  });

  it('lets an uncommon password through', () => {
    for (const fine of ['test-password-1', 'mon-motdepasse-neuf', 'Baobab sous la pluie', 'long-enough-1']) expect(isCommonPassword(fine), fine).toBe(false);
  });

  it('refuses short and common passwords on the field named', () => {
    expect(() => assertAcceptablePassword('12345678', 'newPassword')).toThrow(/at least 10/);
    try {
      assertAcceptablePassword('Password2024!', 'newPassword');
      expect.unreachable();
    } catch (err) {
      expect((err as { extensions: unknown }).extensions).toEqual({ errors: [{ path: 'newPassword', message: 'Too common' }] });
    }
    expect(() => assertAcceptablePassword('an-uncommon-one', 'password')).not.toThrow();
  });
});
