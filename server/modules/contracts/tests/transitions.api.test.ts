import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_STATUSES, type ContractStatus } from '../../../../shared/contracts';
import type { ApiClient } from '../../../test/factories';
import { captureMail } from '../../../test/mail';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { buildOrg, type Org } from '../../approvals/tests/world';
import { amendmentStates, contractStates, type ContractAction } from '../states';

/**
 * Every action of the contract lifecycle tried from every status, through the API: the moves of
 * the declared table succeed, every other one answers 409 INVALID_STATE and changes nothing.
 */
let t: TestServer;
let org: Org;
let hr: ApiClient;

const PDF = Buffer.from('%PDF-1.4\n% signed copy\n');
const TODAY = '2026-03-10';
const terms = { type: 'CDI', jobTitle: 'Comptable', salary: '450000', weeklyHours: 40, startDate: '2026-01-05', body: '# Contrat\n\n{{employee.fullName}} — {{contract.salary}}' };

beforeAll(async () => {
  t = await createTestServer({ now: `${TODAY}T09:00:00Z` });
  captureMail(t);
  org = await buildOrg(t);
  hr = await (await org.hire({ firstName: 'Fatou', roles: ['HR_MANAGER'], manager: org.admin })).api();
});
afterAll(() => t?.close());

/** The specification's table and the edit/amend rules, written out to be checked against states.ts. */
const ALLOWED: Record<ContractStatus, ContractAction[]> = {
  DRAFT: ['edit', 'send'],
  SENT: ['sign'],
  SIGNED: ['activate'],
  ACTIVE: ['terminate', 'amend'],
  AMENDED: ['terminate', 'amend'],
  TERMINATED: [],
};
const ACTIONS: ContractAction[] = ['edit', 'send', 'sign', 'activate', 'terminate', 'amend'];

/** What each action leaves the contract in when it is allowed (an amendment only drafts one). */
const AFTER: Record<ContractAction, (from: ContractStatus) => ContractStatus> = {
  edit: () => 'DRAFT',
  send: () => 'SENT',
  sign: () => 'SIGNED',
  activate: () => 'ACTIVE',
  terminate: () => 'TERMINATED',
  amend: (from) => from,
};

async function perform(id: string, action: ContractAction) {
  switch (action) {
    case 'edit':
      return hr.put(`/hr/contracts/${id}`, { ...terms, salary: '460000' });
    case 'send':
      return hr.post(`/hr/contracts/${id}/send`, { notifyEmployee: false });
    case 'sign':
      return hr.post(`/hr/contracts/${id}/sign`).field('signedOn', TODAY).attach('file', PDF, 'scan.pdf');
    case 'activate':
      return hr.post(`/hr/contracts/${id}/activate`);
    case 'terminate':
      return hr.post(`/hr/contracts/${id}/terminate`, { reason: 'Démission', effectiveDate: TODAY });
    case 'amend':
      return hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-06-01', reason: 'Revalorisation', changes: { salary: '500000' } });
  }
}

/** A contract (of a new employee: one contract in force each) brought to `status` through the API. */
async function contractIn(status: ContractStatus): Promise<string> {
  const employee = await org.hire({ firstName: 'Koffi' });
  const created = await hr.post('/hr/contracts', { ...terms, employeeId: employee.employeeId });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  const path: ContractAction[] = { DRAFT: [], SENT: ['send'], SIGNED: ['send', 'sign'], ACTIVE: ['send', 'sign', 'activate'], AMENDED: ['send', 'sign', 'activate'], TERMINATED: ['send', 'sign', 'activate', 'terminate'] }[status] as ContractAction[];
  for (const action of path) expect((await perform(id, action)).status, action).toBe(200);
  if (status === 'AMENDED') {
    const amendment = await hr.post(`/hr/contracts/${id}/amendments`, { effectiveDate: '2026-03-01', reason: 'Promotion', changes: { jobTitle: 'Chef comptable' } });
    expect(amendment.status, JSON.stringify(amendment.body)).toBe(201);
    await hr.post(`/hr/contracts/${id}/amendments/${amendment.body.id}/sign`).attach('file', PDF, 'avenant.pdf').expect(200);
  }
  expect((await hr.get(`/hr/contracts/${id}`)).body.status).toBe(status);
  return id;
}

describe('contract lifecycle table', () => {
  it('declares exactly the documented moves', () => {
    for (const from of CONTRACT_STATUSES) expect(Object.keys(contractStates[from]).sort(), from).toEqual([...ALLOWED[from]].sort());
  });

  for (const from of CONTRACT_STATUSES) {
    for (const action of ACTIONS) {
      const allowed = ALLOWED[from].includes(action);
      it(`${from} + ${action}: ${allowed ? `allowed → ${AFTER[action](from)}` : 'refused with 409 INVALID_STATE, nothing changed'}`, async () => {
        const id = await contractIn(from);
        const before = (await hr.get(`/hr/contracts/${id}`)).body;
        const res = await perform(id, action);
        const after = (await hr.get(`/hr/contracts/${id}`)).body;
        if (allowed) {
          expect(res.status, JSON.stringify(res.body)).toBe(action === 'amend' ? 201 : 200);
          expect(after.status).toBe(AFTER[action](from));
          expect([...after.allowedActions].sort()).toEqual([...ALLOWED[after.status as ContractStatus]].sort());
          if (action === 'amend') expect(after.amendments.at(-1)).toMatchObject({ status: 'DRAFT', changes: { salary: '500000.00' } });
          if (action === 'edit') expect(after.salary).toBe('460000.00');
        } else {
          expect(res.status, JSON.stringify(res.body)).toBe(409);
          expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: from });
          expect(after).toEqual(before);
        }
      });
    }
  }
});

describe('amendment lifecycle table', () => {
  it('declares DRAFT → SIGNED | CANCELLED, SIGNED → APPLIED | CANCELLED (lapsed); APPLIED and CANCELLED are final', () => {
    expect(amendmentStates).toEqual({
      DRAFT: { sign: 'SIGNED', cancel: 'CANCELLED' },
      SIGNED: { apply: 'APPLIED', lapse: 'CANCELLED' },
      APPLIED: {},
      CANCELLED: {},
    });
  });

  /** An amendment of a contract in force, brought to `status`; SIGNED waits for a future date. */
  async function amendmentIn(status: 'DRAFT' | 'SIGNED' | 'APPLIED' | 'CANCELLED'): Promise<{ contractId: string; amendmentId: string }> {
    const contractId = await contractIn('ACTIVE');
    const effectiveDate = status === 'SIGNED' ? '2026-06-01' : '2026-03-01';
    const created = await hr.post(`/hr/contracts/${contractId}/amendments`, { effectiveDate, reason: 'Hausse', changes: { salary: '480000' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const amendmentId = created.body.id as string;
    if (status === 'SIGNED' || status === 'APPLIED') await hr.post(`/hr/contracts/${contractId}/amendments/${amendmentId}/sign`).attach('file', PDF, 'a.pdf').expect(200);
    if (status === 'CANCELLED') await hr.post(`/hr/contracts/${contractId}/amendments/${amendmentId}/cancel`).expect(200);
    return { contractId, amendmentId };
  }

  const state = async (contractId: string) => {
    const contract = (await hr.get(`/hr/contracts/${contractId}`)).body;
    return { status: contract.status, salary: contract.salary, amendments: contract.amendments };
  };

  it('signs a DRAFT (applied at once when due) and cancels a DRAFT', async () => {
    const due = await amendmentIn('DRAFT');
    const signed = await hr.post(`/hr/contracts/${due.contractId}/amendments/${due.amendmentId}/sign`).attach('file', PDF, 'a.pdf');
    expect(signed.body.status).toBe('APPLIED');
    expect(await state(due.contractId)).toMatchObject({ status: 'AMENDED', salary: '480000.00' });
    const dropped = await amendmentIn('DRAFT');
    expect((await hr.post(`/hr/contracts/${dropped.contractId}/amendments/${dropped.amendmentId}/cancel`)).body.status).toBe('CANCELLED');
    expect(await state(dropped.contractId)).toMatchObject({ status: 'ACTIVE', salary: '450000.00' });
  });

  for (const status of ['SIGNED', 'APPLIED', 'CANCELLED'] as const) {
    it(`refuses to sign or cancel an amendment in ${status} (409 INVALID_STATE), changing nothing`, async () => {
      const { contractId, amendmentId } = await amendmentIn(status);
      const before = await state(contractId);
      const sign = await hr.post(`/hr/contracts/${contractId}/amendments/${amendmentId}/sign`).attach('file', PDF, 'b.pdf');
      const cancel = await hr.post(`/hr/contracts/${contractId}/amendments/${amendmentId}/cancel`);
      for (const res of [sign, cancel]) {
        expect(res.status).toBe(409);
        expect(res.body).toMatchObject({ code: 'INVALID_STATE', currentStatus: status });
      }
      expect(await state(contractId)).toEqual(before);
    });
  }
});
