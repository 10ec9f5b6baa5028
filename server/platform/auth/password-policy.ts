import fs from 'node:fs';
import { PASSWORD_MIN_LENGTH } from '../../../shared/schemas/auth';
import { Problem } from '../http/problem';
import { resourcePath } from '../resources';

let common: Set<string> | undefined;

/** The shipped list of the most common passwords, read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(resourcePath('security', 'common-passwords.txt'), 'utf8')
      .split(/\r?\n/)
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/**
 * A password on the list, or one that is a listed password dressed with leading or trailing
 * digits and symbols (`Password2024!`, `123azerty`): the first guesses of any attacker.
 */
export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.normalize('NFC').toLowerCase();
  if (list.has(lower)) return true;
  const core = lower.replace(/^[\p{N}\p{P}\p{S}\s]+|[\p{N}\p{P}\p{S}\s]+$/gu, '');
  return core.length >= 4 && list.has(core);
}

/**
 * The policy of every password a person chooses (admin-created users, invitations, password
 * changes, a new tenant's administrator): at least PASSWORD_MIN_LENGTH characters (also checked
 * by the shared schema, for the forms) and not a common password. Answers 400 on `path`.
 * Seeded demo accounts are hashed directly and do not go through it.
 */
export function assertAcceptablePassword(password: string, path: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new Problem('VALIDATION_FAILED', `The password needs at least ${PASSWORD_MIN_LENGTH} characters`, { errors: [{ path, message: `At least ${PASSWORD_MIN_LENGTH} characters` }] });
  }
  if (isCommonPassword(password)) {
    throw new Problem('VALIDATION_FAILED', 'This password is among the most common ones: choose another', { errors: [{ path, message: 'Too common' }] });
  }
}
