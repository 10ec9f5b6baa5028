import { z } from 'zod';
import { BUDGET_STATUSES } from '../../../shared/budgets';
import { fiscalYearSchema, monthSchema } from '../../../shared/schemas/budgets';
import { enumListQuery, listQuery } from '../../platform/http/list';
import { accountCodeSchema } from '../../../shared/schemas/accounting';

export { BudgetLineBody, CopyActualsBody, CreateBudgetBody } from '../../../shared/schemas/budgets';
export { BudgetList, BudgetView, VarianceView } from '../../../shared/views/budgets';

export const BudgetListQuery = listQuery(['name', 'fiscalYear', 'status', 'createdAt'], {
  fiscalYear: fiscalYearSchema().optional(),
  status: enumListQuery(BUDGET_STATUSES, 'Comma-separated statuses'),
});

export const VarianceQuery = z.object({
  year: fiscalYearSchema().optional().meta({ description: 'Fiscal year (default: the current year)' }),
  month: monthSchema().optional().meta({ description: 'One month of the year (default: the whole year)' }),
});

export const BudgetLineParams = z.object({ id: z.uuid(), accountCode: accountCodeSchema() });
