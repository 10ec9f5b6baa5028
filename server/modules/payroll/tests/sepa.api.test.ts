import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAdmin, type ApiClient } from '../../../test/factories';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { activateContract, cents } from './world';

/** The Deutsche Kreditwirtschaft's pain.001.001.03 schema: ISO 20022's with the EPC SEPA rules (resources/payroll/xsd/README.md). */
const PAIN_001_001_03_XSD = path.resolve(__dirname, '../../../../resources/payroll/xsd/pain.001.001.03.xsd');

let t: TestServer;
let api: ApiClient;
const employees: string[] = [];

// A French company (EUR, PCG) paying two employees by SEPA credit transfer.
beforeAll(async () => {
  t = await createTestServer({ now: '2026-03-10T09:00:00Z' });
  ({ api } = await buildAdmin(t, { country: 'FR', currency: 'EUR', companyName: 'Atelier Lumière SAS' }));
  await api.post('/accounting/config/bank-accounts', { accountCode: '5121', title: 'Compte courant', bank: 'Banque de Lyon', iban: 'FR7630006000011234567890189', bic: 'AGRIFRPP', isDefault: true }).expect(201);
  for (const [firstName, salary, iban] of [['Élodie', 3200, 'FR7630001007941234567890185'], ['Théo', 2500, 'DE89370400440532013000']] as const) {
    const created = await api.post('/admin/employees', { firstName, lastName: 'Martin', hireDate: '2025-01-06' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    await api.patch(`/admin/employees/${created.body.id}/lifecycle`, { status: 'ACTIVE' }).expect(200);
    await api.put(`/hr/employees/${created.body.id}/bank-account`, { iban, bic: iban.startsWith('FR') ? 'BNPAFRPP' : 'COBADEFFXXX' }).expect(200);
    await activateContract(api, created.body.id, salary, '2025-01-06');
    // France withholds income tax at the rate the tax office notified; the work-accident rate is the company's.
    await api.put(`/accounting/payroll-profiles/${created.body.id}`, { pasRate: '4.5', riskRate: '1.2' }).expect(200);
    employees.push(created.body.id);
  }
});
afterAll(() => t?.close());

describe('SEPA transfer file', () => {
  it('is a well-formed pain.001.001.03 document with one transfer per employee, for the net pay to the cent', async () => {
    const created = await api.post('/accounting/payroll', { year: 2026, month: 2 }).expect(201);
    const id = created.body.id as string;
    expect(created.body).toMatchObject({ country: 'FR', currency: 'EUR' });
    expect((await api.get(`/accounting/payroll/${id}/transfer-file/sepa`).expect(409)).body.code).toBe('INVALID_STATE');
    const computed = await api.post(`/accounting/payroll/${id}/compute`);
    expect(computed.status, JSON.stringify(computed.body)).toBe(200);
    await api.post(`/accounting/payroll/${id}/validate`).expect(200);
    await api.post(`/accounting/payroll/${id}/pay`, { paymentDate: '2026-02-27' }).expect(200);

    const res = await api.get(`/accounting/payroll/${id}/transfer-file/sepa`).buffer(true).expect(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = String(res.text ?? res.body);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-sepa-'));
    try {
      const file = path.join(dir, 'sepa.xml');
      fs.writeFileSync(file, xml);
      // xmllint (Debian libxml2-utils) validates it against the schema banks check it with.
      const run = spawnSync('xmllint', ['--noout', '--schema', PAIN_001_001_03_XSD, file], { encoding: 'utf8' });
      if (run.error) throw new Error('xmllint is required by this test: apt-get install libxml2-utils');
      expect(`${run.stdout}${run.stderr}`).toContain('validates');
      expect(run.status).toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
    expect(xml).toContain('urn:iso:std:iso:20022:tech:xsd:pain.001.001.03');
    expect(xml).toContain('<IBAN>FR7630006000011234567890189</IBAN>');
    expect(xml).toContain('<ReqdExctnDt>2026-02-27</ReqdExctnDt>');
    expect(xml).toContain('<Nm>Atelier Lumiere SAS</Nm>');
    expect(xml.match(/<CdtTrfTxInf>/g)).toHaveLength(2);
    const entries = (await api.get(`/accounting/payroll/${id}/entries`).expect(200)).body.items;
    const amounts = [...xml.matchAll(/<InstdAmt Ccy="EUR">([\d.]+)<\/InstdAmt>/g)].map((m) => Number(m[1]).toFixed(2));
    expect(cents(amounts)).toBe(cents(entries.map((e: { netPay: string }) => e.netPay)));
    expect(xml).toMatch(new RegExp(`<CtrlSum>${(cents(amounts) / 100).toFixed(2).replace('.', '\\.')}</CtrlSum>`));
    expect(xml).toContain('<IBAN>DE89370400440532013000</IBAN>');
  });
});
