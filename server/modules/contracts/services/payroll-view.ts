import { Op } from 'sequelize';
import type { ContractStatus, ContractType } from '../../../../shared/contracts';
import { IN_FORCE_STATUSES } from '../../../../shared/contracts';
import { Contract } from '../models';

/** A contract as the payroll sees it: plain values, never the model. */
export interface PayrollContract {
  id: string;
  reference: string;
  employeeId: string;
  type: ContractType;
  status: ContractStatus;
  country: string;
  jobTitle: string | null;
  /** Monthly salary in force, in cents. */
  salaryCents: number;
  currency: string;
  /** Weekly hours in hundredths (3900 = 39 h), null for the rule set's full time. */
  weeklyHoursHundredths: number | null;
  startDate: string;
  endDate: string | null;
  terminationDate: string | null;
}

const plain = (c: Contract): PayrollContract => ({
  id: c.id,
  reference: c.reference,
  employeeId: c.employeeId,
  type: c.type,
  status: c.status,
  country: c.country,
  jobTitle: c.jobTitle ?? null,
  salaryCents: c.salary,
  currency: c.currency,
  weeklyHoursHundredths: c.weeklyHours ?? null,
  startDate: c.startDate,
  endDate: c.endDate ?? null,
  terminationDate: c.terminationDate ?? null,
});

/**
 * The contracts that pay something between two dates (inclusive): those in force (ACTIVE or
 * AMENDED) that started by the end and do not end before the start, and those TERMINATED with
 * a termination date inside the range (the month of a departure is paid up to that day).
 */
export async function contractsPayableBetween(start: string, end: string): Promise<PayrollContract[]> {
  const rows = await Contract.findAll({
    where: {
      [Op.or]: [
        {
          status: { [Op.in]: [...IN_FORCE_STATUSES] },
          startDate: { [Op.lte]: end },
          [Op.or]: [{ endDate: null }, { endDate: { [Op.gte]: start } }],
        },
        { status: 'TERMINATED', terminationDate: { [Op.between]: [start, end] }, startDate: { [Op.lte]: end } },
      ],
    },
    order: [['startDate', 'ASC'], ['id', 'ASC']],
  });
  return rows.map(plain);
}

/** The employee's contract in force, as plain values. */
export async function payrollContractInForce(employeeId: string): Promise<PayrollContract | null> {
  const row = await Contract.findOne({ where: { employeeId, status: { [Op.in]: [...IN_FORCE_STATUSES] } } });
  return row ? plain(row) : null;
}
