import { expect } from 'vitest';
import { registerIsolatedResource } from '../../test/isolation/registry';
import { validRows, workbook } from '../../test/import-workbook';

const period = (() => {
  let month = 0;
  return () => ({ year: 2031, month: (month++ % 12) + 1 });
})();

registerIsolatedResource({
  name: 'payroll runs',
  create: async (api) => {
    const res = await api.post('/accounting/payroll', { ...period(), note: 'Isolée' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/payroll/${id}`,
  listPath: '/accounting/payroll',
  writes: [
    { method: 'post', path: (id) => `/accounting/payroll/${id}/compute` },
    { method: 'post', path: (id) => `/accounting/payroll/${id}/validate` },
    { method: 'post', path: (id) => `/accounting/payroll/${id}/pay`, body: { paymentDate: '2031-12-31' } },
    { method: 'post', path: (id) => `/accounting/payroll/${id}/close` },
    { method: 'post', path: (id) => `/accounting/payroll/${id}/generate-payslips` },
    { method: 'put', path: (id) => `/accounting/payroll/${id}/variable-inputs`, body: { items: [{ employeeId: '00000000-0000-4000-8000-000000000000', advances: 1 }] } },
    { method: 'delete', path: (id) => `/accounting/payroll/${id}` },
  ],
});

registerIsolatedResource({
  name: 'payroll rule overrides',
  create: async (api) => {
    const res = await api.post('/accounting/payroll-rules/CI/overrides', { target: 'CONSTANT', constant: 'CNPS_PF_CEILING', effectiveFrom: '2032-01-01', value: '75000' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  },
  detailPath: (id) => `/accounting/payroll-rules/CI/overrides/${id}`,
  writes: [{ method: 'delete', path: (id) => `/accounting/payroll-rules/CI/overrides/${id}` }],
});

registerIsolatedResource({
  name: 'payroll profiles',
  create: async (api) => {
    const employee = await api.post('/admin/employees', { firstName: 'Isolé', lastName: 'Salarié' });
    expect(employee.status, JSON.stringify(employee.body)).toBe(201);
    const res = await api.put(`/accounting/payroll-profiles/${employee.body.id}`, { category: 'CADRE', familyParts: '2' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return employee.body.id as string;
  },
  detailPath: (id) => `/accounting/payroll-profiles/${id}`,
  updatePath: (id) => `/accounting/payroll-profiles/${id}`,
  updateBody: { category: 'NON_CADRE', familyParts: '1' },
});

let historyImports = 0;
registerIsolatedResource({
  name: 'payroll history lines',
  // Only the bulk import creates them (08_Paie): one workbook executed, its line found in A's list.
  create: async (api) => {
    const p = `PHI${++historyImports}`;
    const rows = validRows(p, 'Isolée SARL');
    const upload = await api.post('/admin/import/upload').attach('file', await workbook(rows), 'paie.xlsx');
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const errors = await api.get(`/admin/import/sessions/${upload.body.id}/lines?severity=ERROR`);
    expect(errors.body.items, JSON.stringify(errors.body.items)).toEqual([]);
    const executed = await api.post(`/admin/import/sessions/${upload.body.id}/execute`);
    expect(executed.status, JSON.stringify(executed.body)).toBe(200);
    const lines = await api.get('/accounting/payroll-history?pageSize=200');
    const line = (lines.body.items as Array<{ id: string; employee: { employeeNumber: string } }>).find((l) => l.employee.employeeNumber === `${p}-002`);
    expect(line, JSON.stringify(lines.body)).toBeDefined();
    return line!.id;
  },
  detailPath: (id) => `/accounting/payroll-history/${id}`,
  listPath: '/accounting/payroll-history',
});
