import { impliedBy, sameSet, togglePermissions } from './permissionEdits';
import { groupByModule } from './permissionGroups';

describe('togglePermissions', () => {
  it('grants what booking.manage implies along with it', () => {
    expect([...togglePermissions(new Set(), ['booking.manage'], true)].sort()).toEqual([
      'booking.manage',
      'resource.manage',
      'resource.owner',
    ]);
  });

  it('keeps an implied code while its source is granted, drops it with the source', () => {
    const granted = togglePermissions(new Set(), ['booking.manage'], true);
    expect(togglePermissions(granted, ['resource.owner'], false).has('resource.owner')).toBe(true);
    expect([...togglePermissions(granted, ['booking.manage'], false)].sort()).toEqual([
      'resource.manage',
      'resource.owner',
    ]);
  });

  it('toggles a whole module group', () => {
    const codes = ['leave.manage', 'leave.approve', 'leave.create'];
    const on = togglePermissions(new Set(['audit.read']), codes, true);
    expect([...on].sort()).toEqual(['audit.read', 'leave.approve', 'leave.create', 'leave.manage']);
    expect([...togglePermissions(on, codes, false)]).toEqual(['audit.read']);
  });
});

describe('impliedBy and sameSet', () => {
  it('names the code that implies another', () => {
    expect(impliedBy('resource.manage', new Set(['booking.manage']))).toBe('booking.manage');
    expect(impliedBy('resource.manage', new Set(['resource.manage']))).toBeUndefined();
  });

  it('compares sets regardless of order', () => {
    expect(sameSet(new Set(['a', 'b']), new Set(['b', 'a']))).toBe(true);
    expect(sameSet(new Set(['a']), new Set(['a', 'b']))).toBe(false);
  });
});

describe('groupByModule', () => {
  it('puts the platform codes first, then the modules in the specification order', () => {
    const p = (code: string, module: string) => ({ code, module, labelFr: code, labelEn: code });
    const groups = groupByModule([
      p('booking.create', 'BOOKING'),
      p('accounting.read', 'ACCOUNTING'),
      p('users.manage', 'CORE'),
      p('x.y', 'ZETA'),
      p('leave.create', 'LEAVE'),
    ]);
    expect(groups.map((g) => g.module)).toEqual(['CORE', 'ACCOUNTING', 'LEAVE', 'BOOKING', 'ZETA']);
  });
});
