import { describe, expect, it } from 'vitest';
import { optionDetail, peopleQuery, pickerOptions, type PersonOption } from './personSearch';

const user: PersonOption = { kind: 'user', id: 'u1', userId: 'u1', employeeId: null, name: 'Aïssatou Diallo', email: 'a.diallo@demo.ci', employeeNumber: null, jobTitle: null };
const employee: PersonOption = { kind: 'employee', id: 'e1', userId: null, employeeId: 'e1', name: 'Mamadou Séne', email: null, employeeNumber: 'EMP-0007', jobTitle: 'Comptable' };

describe('person picker search', () => {
  it('asks GET /people for the kind, the permission and the trimmed text', () => {
    expect(peopleQuery('  aissatou ', {})).toEqual({ q: 'aissatou', kind: 'user', permission: undefined, limit: 20 });
    expect(peopleQuery('', { kind: 'employee' })).toEqual({ q: undefined, kind: 'employee', permission: undefined, limit: 20 });
    expect(peopleQuery('sene', { permission: 'resource.owner' }, 5)).toMatchObject({ q: 'sene', permission: 'resource.owner', limit: 5 });
  });

  it('offers the answer without the excluded ids and keeps the current value', () => {
    expect(pickerOptions([user, employee], null, ['u1'])).toEqual([{ id: 'e1', name: 'Mamadou Séne', detail: 'EMP-0007 · Comptable' }]);
    expect(pickerOptions([employee], { id: 'u1', name: 'Aïssatou Diallo' }, [])).toEqual([
      { id: 'u1', name: 'Aïssatou Diallo' },
      { id: 'e1', name: 'Mamadou Séne', detail: 'EMP-0007 · Comptable' },
    ]);
    expect(pickerOptions([user], { id: 'u1', name: 'Aïssatou Diallo' }, [])).toEqual([{ id: 'u1', name: 'Aïssatou Diallo', detail: 'a.diallo@demo.ci' }]);
    expect(optionDetail(user)).toBe('a.diallo@demo.ci');
    expect(optionDetail({ ...employee, jobTitle: null })).toBe('EMP-0007');
  });
});
