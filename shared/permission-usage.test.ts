import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isPermissionCode } from './permissions';

/**
 * Permission codes are named one way: the catalog's typed codes. Route guards are checked by the
 * compiler (`permission()` takes a PermissionCode); this test catches the other places a code is
 * written as a string — renderer `can()` checks, policies, helpers, tests — so that a misspelt or
 * removed code fails the suite instead of silently denying (or granting) nothing.
 */
const ROOTS = ['server', 'renderer/src', 'shared', 'e2e', 'electron'];
const CALLS = ['permission', 'can', 'has', 'hasPermission', 'requirePermission', 'usersWithPermission', 'userIdsWithPermission', 'holds', 'impliedBy', 'permissionDef'];
const CODE = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(file);
    else if (/\.tsx?$/.test(entry.name) && file !== path.join('shared', 'permission-usage.test.ts')) yield file;
  }
}

/** Every string literal passed to a permission-checking call, or listed in a `…PERMISSIONS = {…}` map. */
function codesIn(source: string): string[] {
  const found: string[] = [];
  const calls = new RegExp(`\\b(?:${CALLS.join('|')})\\(([^()]*)\\)`, 'g');
  for (const call of source.matchAll(calls)) for (const lit of call[1].matchAll(/'([^']+)'/g)) found.push(lit[1]);
  for (const block of source.matchAll(/PERMISSIONS\s*(?::[^=]+)?=\s*\{([^}]*)\}/g)) for (const lit of block[1].matchAll(/'([^']+)'/g)) found.push(lit[1]);
  return found.filter((s) => CODE.test(s));
}

describe('permission codes in the code base', () => {
  it('are all in the catalog', () => {
    const unknown: string[] = [];
    let seen = 0;
    for (const root of ROOTS) {
      if (!fs.existsSync(root)) continue;
      for (const file of sourceFiles(root)) {
        for (const code of codesIn(fs.readFileSync(file, 'utf8'))) {
          seen++;
          if (!isPermissionCode(code)) unknown.push(`${file}: ${code}`);
        }
      }
    }
    expect(seen).toBeGreaterThan(100);
    expect(unknown).toEqual([]);
  });

  it('finds a misspelt code', () => {
    expect(codesIn("router.get('/x', { access: permission('accounting.raed') })")).toEqual(['accounting.raed']);
    expect(codesIn("if (can('booking.manage')) show();")).toEqual(['booking.manage']);
  });
});
