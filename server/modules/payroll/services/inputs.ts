import type { z } from 'zod';
import { formatCents } from '../../../../shared/money';
import type { PutVariableInputsBody, VariableInputsRowValue } from '../../../../shared/schemas/payroll';
import { pageArray, type PageQuery } from '../../../platform/http/list';
import { businessRule, type FieldError } from '../../../platform/http/problem';
import { port } from '../../../platform/modules';
import { PayrollEntry, PayrollVariableInput, type PayrollRun, type StoredInputs } from '../models';
import { payableEmployees } from './payable';
import { findRun, lockRun } from './runs';

export interface InputsQuery extends PageQuery {
  q?: string;
}

const EMPTY: StoredInputs = { bonuses: [], overtime: [], unpaidAbsenceDays: '0', advances: 0, benefitsInKind: [] };

function stored(row: VariableInputsRowValue): StoredInputs {
  return {
    bonuses: row.bonuses.map((b) => ({ label: b.label, amount: b.amount, taxable: b.taxable, contributory: b.contributory })),
    overtime: row.overtime.map((o) => ({ hours: o.hours, ratePercent: o.ratePercent })),
    unpaidAbsenceDays: row.unpaidAbsenceDays,
    advances: row.advances,
    benefitsInKind: row.benefitsInKind.map((b) => ({ label: b.label, amount: b.amount })),
  };
}

const isEmpty = (i: StoredInputs) => !i.bonuses.length && !i.overtime.length && Number(i.unpaidAbsenceDays) === 0 && i.advances === 0 && !i.benefitsInKind.length;

function present(
  employee: { id: string; employeeNumber: string; name: string },
  contract: { id: string; reference: string; salaryCents: number } | null,
  row: PayrollVariableInput | undefined,
) {
  const i = (row?.inputs as StoredInputs | undefined) ?? EMPTY;
  return {
    employee: { id: employee.id, employeeNumber: employee.employeeNumber, name: employee.name },
    contract: contract ? { id: contract.id, reference: contract.reference, baseSalary: formatCents(contract.salaryCents) } : null,
    bonuses: i.bonuses.map((b) => ({ label: b.label, amount: formatCents(b.amount), taxable: b.taxable ?? true, contributory: b.contributory ?? true })),
    overtime: i.overtime.map((o) => ({ hours: String(o.hours), ratePercent: String(o.ratePercent) })),
    unpaidAbsenceDays: String(i.unpaidAbsenceDays ?? '0'),
    advances: formatCents(i.advances ?? 0),
    benefitsInKind: i.benefitsInKind.map((b) => ({ label: b.label, amount: formatCents(b.amount) })),
    updatedAt: row?.updatedAt ? new Date(row.updatedAt).toISOString() : null,
  };
}

type Row = ReturnType<typeof present>;

/**
 * The variable inputs grid of a run: one row per employee the month pays (a DRAFT), or per
 * entry (a run out of DRAFT), plus anyone who has inputs; by employee number, paged.
 */
export async function listInputs(runId: string, query: InputsQuery) {
  const run = await findRun(runId);
  const rows = new Map((await PayrollVariableInput.findAll({ where: { runId } })).map((r) => [r.employeeId, r]));
  const lines: Row[] = [];
  const seen = new Set<string>();
  if (run.status === 'DRAFT') {
    for (const p of await payableEmployees(run)) {
      seen.add(p.employee.id);
      lines.push(present(p.employee, p.contract, rows.get(p.employee.id)));
    }
  } else {
    const entries = await PayrollEntry.findAll({ where: { runId }, attributes: ['employeeId', 'employeeNumber', 'employeeName', 'contractId', 'contractReference', 'baseSalaryCents'] });
    for (const e of entries) {
      seen.add(e.employeeId);
      const contract = e.contractId && e.contractReference ? { id: e.contractId, reference: e.contractReference, salaryCents: e.baseSalaryCents } : null;
      lines.push(present({ id: e.employeeId, employeeNumber: e.employeeNumber, name: e.employeeName }, contract, rows.get(e.employeeId)));
    }
  }
  const others = [...rows.keys()].filter((id) => !seen.has(id));
  const people = await port('people').employeeSummaries(others);
  for (const id of others) {
    const p = people.get(id);
    if (p) lines.push(present(p, null, rows.get(id)));
  }
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  const matching = lines
    .filter((l) => words.every((w) => `${l.employee.employeeNumber} ${l.employee.name}`.toLowerCase().includes(w)))
    .sort((a, b) => a.employee.employeeNumber.localeCompare(b.employee.employeeNumber));
  return pageArray(matching, query);
}

/**
 * Sets the variable inputs of the employees listed (a row with nothing in it clears theirs);
 * employees not listed keep theirs. A DRAFT only. The run must be computed again before it can
 * be validated.
 */
export async function putInputs(runId: string, body: z.infer<typeof PutVariableInputsBody>): Promise<{ run: PayrollRun; rows: Row[] }> {
  const { run } = await lockRun(runId, 'edit-inputs');
  const people = await port('people').employeeSummaries(body.items.map((i) => i.employeeId));
  const errors: FieldError[] = body.items.flatMap((item, i) => (people.has(item.employeeId) ? [] : [{ path: `items.${i}.employeeId`, message: 'Unknown employee' }]));
  if (errors.length) throw businessRule('Unknown employee in the variable inputs', { errors });
  const existing = new Map((await PayrollVariableInput.findAll({ where: { runId } })).map((r) => [r.employeeId, r]));
  const out: Row[] = [];
  for (const item of body.items) {
    const inputs = stored(item);
    let row = existing.get(item.employeeId);
    if (isEmpty(inputs)) {
      if (row) await row.destroy();
      row = undefined;
    } else if (row) {
      row.inputs = inputs;
      row.changed('inputs', true);
      await row.save();
    } else {
      row = await PayrollVariableInput.create({ runId, employeeId: item.employeeId, inputs });
    }
    out.push(present(people.get(item.employeeId)!, null, row));
  }
  await run.update({ inputsStale: true });
  return { run, rows: out };
}
