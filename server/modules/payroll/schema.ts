import { z } from 'zod';
import { PAYROLL_COUNTRIES, PAYROLL_RUN_STATUSES } from '../../../shared/payroll';
import { listOf, listQuery } from '../../platform/http/list';
import { yearMonth } from '../../platform/http/validate';
import {
  MyPayslipView,
  PayrollEntryView,
  PayrollHistoryLineView,
  PayrollProfileView,
  PayrollRunView,
  VariableInputsView,
} from '../../../shared/schemas/payroll';

export {
  CreateRunBody,
  MyPayslipView,
  PayRunBody,
  PayrollEntryDetail,
  PayrollEntryView,
  PayrollHistoryLineView,
  PayrollJournalView,
  PayrollProfileBody,
  PayrollProfileView,
  PayrollRunDetail,
  PayrollRunView,
  PutVariableInputsBody,
  RuleOverrideView,
  RuleSetView,
  VariableInputsView,
} from '../../../shared/schemas/payroll';
export { ruleOverrideSchema as RuleOverrideBody } from './engine';

const statusList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim().toUpperCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(PAYROLL_RUN_STATUSES)))
  .optional()
  .meta({ description: 'Comma-separated statuses (DRAFT, VALIDATED, PAID, CLOSED)' });

const search = z.string().trim().max(100).optional().meta({ description: 'Words of the employee number or name' });

export const RunListQuery = listQuery(['period', 'status', 'createdAt'], {
  status: statusList,
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const EntryListQuery = listQuery(['employeeNumber', 'netPay', 'adjustedGross'], { q: search });
export const SearchListQuery = listQuery([], { q: search });
export const PeriodQuery = z.object({ period: yearMonth().optional().meta({ description: 'The month shown (YYYY-MM); default the current month' }) });

export const RunParams = z.object({ runId: z.uuid() });
export const EntryParams = z.object({ runId: z.uuid(), entryId: z.uuid() });
export const MyEntryParams = z.object({ entryId: z.uuid() });
export const EmployeeParams = z.object({ employeeId: z.uuid() });
export const CountryParams = z.object({ country: z.enum(PAYROLL_COUNTRIES) });
export const OverrideParams = z.object({ country: z.enum(PAYROLL_COUNTRIES), id: z.uuid() });

export const RunList = listOf(PayrollRunView);
export const EntryList = listOf(PayrollEntryView);
export const InputsList = listOf(VariableInputsView);
export const InputsPutResponse = z.object({ items: z.array(VariableInputsView), run: PayrollRunView });
export const MyPayslipList = listOf(MyPayslipView);
export const ProfileList = listOf(PayrollProfileView);

export const HistoryParams = z.object({ id: z.uuid() });
export const HistoryListQuery = listQuery(['period', 'createdAt'], {
  employeeId: z.uuid().optional(),
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});
export const HistoryLineList = listOf(PayrollHistoryLineView);
