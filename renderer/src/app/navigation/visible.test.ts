import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { toMe, type MeResponse } from '../auth/me';
import type { NavEntry } from '../registry';
import { visibleNavigation } from './visible';

const icon = (() => null) as unknown as ComponentType<SvgIconProps>;
const entry = (id: string, order: number, extra: Partial<NavEntry> = {}): NavEntry => ({
  id,
  realm: 'tenant',
  path: `/${id}`,
  labelKey: id,
  icon,
  order,
  ...extra,
});

const ENTRIES: NavEntry[] = [
  entry('dashboard', 0),
  entry('audit', 950, { section: 'administration', permissions: ['audit.read'] }),
  entry('users', 900, { section: 'administration', permissions: ['users.manage'] }),
  entry('journal', 100, { section: 'accounting', permissions: ['accounting.read'], module: 'ACCOUNTING' }),
  entry('expenses', 110, {
    section: 'accounting',
    permissions: ['accounting.expense.own', 'accounting.expense.manage'],
    module: 'ACCOUNTING',
  }),
  entry('operator-home', 0, { realm: 'operator' }),
];

function me(permissions: string[], modules: string[], realm: 'tenant' | 'operator' = 'tenant') {
  const raw: MeResponse = {
    user: { id: 'u', email: 'a@b.c', firstName: 'A', lastName: 'B', tenantId: null, employeeId: null, locale: 'fr' },
    tenant: null,
    roles: [{ id: 'r', tenantId: null, name: 'X', description: null, systemRole: false }],
    permissions,
    modules,
  };
  return toMe(raw, realm);
}

const ids = (groups: ReturnType<typeof visibleNavigation>) =>
  groups.map((g) => [g.section, g.entries.map((e) => e.id)]);

describe('visibleNavigation', () => {
  it('shows the entries of the permissions held, grouped by section, sections by first order', () => {
    const groups = visibleNavigation(
      ENTRIES,
      me(['audit.read', 'users.manage', 'accounting.read'], ['ACCOUNTING']),
    );
    expect(ids(groups)).toEqual([
      [null, ['dashboard']],
      ['accounting', ['journal']],
      ['administration', ['users', 'audit']],
    ]);
  });

  it('accepts any one of several permissions', () => {
    expect(ids(visibleNavigation(ENTRIES, me(['accounting.expense.own'], ['ACCOUNTING'])))).toEqual([
      [null, ['dashboard']],
      ['accounting', ['expenses']],
    ]);
  });

  it('hides the entries of a module the tenant is not licensed, whatever the permissions', () => {
    expect(ids(visibleNavigation(ENTRIES, me(['accounting.read'], ['HR'])))).toEqual([[null, ['dashboard']]]);
  });

  it('shows operators the operator space only', () => {
    expect(ids(visibleNavigation(ENTRIES, me(['audit.read', 'users.manage'], [], 'operator')))).toEqual([
      [null, ['operator-home']],
    ]);
  });
});
