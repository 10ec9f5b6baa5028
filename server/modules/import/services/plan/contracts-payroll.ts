import { FIXED_TERM_TYPES, type ContractType } from '../../../../../shared/contracts';
import { formatCents } from '../../../../../shared/money';
import type { PlanContext } from './context';
import type { ContractStep, PayrollStep, Ref } from './types';

/** Imported contracts are created; a reference already held is skipped (a signed contract changes only through an amendment). */
export function planContracts(ctx: PlanContext): ContractStep[] {
  const sheet = '07_Contrats';
  const references = new Set(ctx.existing.contracts.map((c) => c.reference.toLowerCase()));
  const employeeByNumber = new Map(ctx.existing.employees.map((e) => [e.employeeNumber.toLowerCase(), e]));
  const steps: ContractStep[] = [];
  for (const r of ctx.cursor(sheet).rows()) {
    const reference = r.text('reference');
    const number = r.text('employeeNumber');
    const type = r.text('type') as ContractType | null;
    const status = r.text('status') as 'DRAFT' | 'ACTIVE' | null;
    const startDate = r.date('startDate');
    const endDate = r.date('endDate');
    const trialEnd = r.date('trialEnd');
    const salary = r.cents('salary');
    const jobTitle = r.text('jobTitle');
    const hours = r.cents('weeklyHours');
    if (reference) ctx.declare(sheet, r, 'reference', reference);
    const employee = number ? ctx.resolve(r, 'employeeNumber', number, '03_Employes', employeeByNumber.get(number.toLowerCase())?.id) : null;
    if (type && FIXED_TERM_TYPES.includes(type) && !endDate && !r.raw('endDate')) r.issue('endDate', `Date de fin: required for a ${type} contract`);
    if (startDate && endDate && endDate < startDate) r.issue('endDate', 'Date de fin: before the start date');
    if (trialEnd && startDate && (trialEnd < startDate || (endDate && trialEnd > endDate))) r.issue('trialEnd', "Fin de période d'essai: outside the contract's dates");
    if (salary !== null && salary < 0) r.issue('salary', 'Salaire de base: cannot be negative');
    if (hours !== null && (hours <= 0 || hours > 6000)) r.issue('weeklyHours', 'Heures hebdomadaires: between 0 and 60');
    const known = reference !== null && references.has(reference.toLowerCase());
    if (known) r.issue('reference', `Contract ${reference} already exists: skipped`, 'WARNING');
    if (ctx.finish(sheet, r, known ? 'SKIP' : 'CREATE') && !known) {
      steps.push({
        row: r.row,
        employee: employee!,
        input: { reference: reference!, type: type!, status: status!, jobTitle, salary: salary ?? 0, weeklyHours: hours, startDate: startDate!, endDate, trialPeriodEndDate: trialEnd, workLocation: null },
      });
    }
  }
  return steps;
}

/** 08_Paie: one month per employee; gross − deductions = net to the cent. */
export function planPayroll(ctx: PlanContext): PayrollStep[] {
  const sheet = '08_Paie';
  const employeeByNumber = new Map(ctx.existing.employees.map((e) => [e.employeeNumber.toLowerCase(), e.id]));
  const contractByRef = new Map(ctx.existing.contracts.map((c) => [c.reference.toLowerCase(), c.id]));
  const steps: PayrollStep[] = [];
  for (const r of ctx.cursor(sheet).rows()) {
    const number = r.text('employeeNumber');
    const contractRef = r.text('contract');
    const year = r.int('year');
    const month = r.int('month');
    const gross = r.cents('gross');
    const deductions = r.cents('deductions');
    const net = r.cents('net');
    if (month !== null && (month < 1 || month > 12)) r.issue('month', 'Mois: between 1 and 12');
    if (year !== null && (year < 1990 || year > 2100)) r.issue('year', 'Année: between 1990 and 2100');
    if (gross !== null && gross < 0) r.issue('gross', 'Brut: cannot be negative');
    if (deductions !== null && deductions < 0) r.issue('deductions', 'Retenues: cannot be negative');
    if (gross !== null && deductions !== null && net !== null && gross - deductions !== net) {
      r.issue('net', `Payroll arithmetic: gross ${formatCents(gross)} − deductions ${formatCents(deductions)} = ${formatCents(gross - deductions)}, not ${formatCents(net)}`);
    }
    const employee = number ? ctx.resolve(r, 'employeeNumber', number, '03_Employes', employeeByNumber.get(number.toLowerCase())) : null;
    const contract: Ref | null = contractRef ? ctx.resolve(r, 'contract', contractRef, '07_Contrats', contractByRef.get(contractRef.toLowerCase())) : null;
    if (number && year !== null && month !== null) ctx.declare(sheet, r, 'month', `${number}:${year}:${month}`);
    const existingId = employee && 'id' in employee && year !== null && month !== null ? ctx.existing.payrollKeys.get(`${employee.id}:${year}:${month}`) : undefined;
    if (ctx.finish(sheet, r, existingId ? 'UPDATE' : 'CREATE')) {
      steps.push({ row: r.row, id: existingId ?? null, employee: employee!, contract, year: year!, month: month!, grossCents: gross!, deductionsCents: deductions!, netCents: net! });
    }
  }
  return steps;
}
