import type { z } from 'zod';
import { placeholdersIn } from '../../../shared/contract-text';
import { formatCents } from '../../../shared/money';
import { allowedActions } from '../../platform/state-machine';
import { port } from '../../platform/modules';
import type { Contract, ContractAmendment, ContractTemplate } from './models';
import type { AmendmentValues } from './models/contract-amendment';
import type { AmendmentView, ContractView, TemplateView } from '../../../shared/views/contracts';
import { contractStates } from './states';

type ChangesOut = z.infer<typeof AmendmentView>['changes'];

/** Stored values (cents, hundredths of an hour) → wire values ("500000.00", 37.5). */
function presentValues(values: AmendmentValues): ChangesOut {
  const out: Record<string, string | number> = {};
  for (const [field, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (field === 'salary') out.salary = formatCents(value as number);
    else if (field === 'weeklyHours') out.weeklyHours = Number(value) / 100;
    else out[field] = value;
  }
  return out as ChangesOut;
}

export function presentAmendment(a: ContractAmendment): z.infer<typeof AmendmentView> {
  return {
    id: a.id,
    contractId: a.contractId,
    number: a.number,
    status: a.status,
    effectiveDate: a.effectiveDate,
    reason: a.reason,
    changes: presentValues(a.changes),
    previousValues: a.previousValues ? presentValues(a.previousValues) : null,
    signedAt: a.signedAt?.toISOString() ?? null,
    signedOn: a.signedOn ?? null,
    signedFilename: a.signedFilename ?? null,
    appliedAt: a.appliedAt?.toISOString() ?? null,
    cancelledAt: a.cancelledAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

export async function presentContracts(contracts: readonly Contract[], detail?: { amendments: readonly ContractAmendment[] }): Promise<z.infer<typeof ContractView>[]> {
  const employees = await port('people').employeeSummaries(contracts.map((c) => c.employeeId));
  return contracts.map((c) => {
    const employee = employees.get(c.employeeId);
    return {
      id: c.id,
      reference: c.reference,
      employee: { id: c.employeeId, name: employee?.name ?? '—', employeeNumber: employee?.employeeNumber ?? null },
      templateId: c.templateId ?? null,
      type: c.type,
      status: c.status,
      country: c.country,
      jobTitle: c.jobTitle ?? null,
      salary: formatCents(c.salary),
      currency: c.currency,
      weeklyHours: c.weeklyHours === null || c.weeklyHours === undefined ? null : c.weeklyHours / 100,
      startDate: c.startDate,
      endDate: c.endDate ?? null,
      trialPeriodEndDate: c.trialPeriodEndDate ?? null,
      workLocation: c.workLocation ?? null,
      ...(detail ? { body: c.body } : {}),
      sentAt: c.sentAt?.toISOString() ?? null,
      signedAt: c.signedAt?.toISOString() ?? null,
      signedOn: c.signedOn ?? null,
      signedFilename: c.signedFilename ?? null,
      activatedAt: c.activatedAt?.toISOString() ?? null,
      terminatedAt: c.terminatedAt?.toISOString() ?? null,
      terminationDate: c.terminationDate ?? null,
      terminationReason: c.terminationReason ?? null,
      allowedActions: allowedActions(contractStates, c.status),
      ...(detail ? { amendments: detail.amendments.map(presentAmendment) } : {}),
      createdAt: c.createdAt.toISOString(),
      updatedAt: c.updatedAt.toISOString(),
    };
  });
}

export async function presentContract(contract: Contract, amendments: readonly ContractAmendment[]): Promise<z.infer<typeof ContractView>> {
  return (await presentContracts([contract], { amendments }))[0];
}

export function presentTemplate(t: ContractTemplate): z.infer<typeof TemplateView> {
  return {
    id: t.id,
    code: t.code ?? null,
    name: t.name,
    country: t.country,
    contractType: t.contractType,
    language: t.language,
    description: t.description ?? null,
    body: t.body,
    placeholders: placeholdersIn(t.body),
    shared: t.shared,
    active: t.active,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
