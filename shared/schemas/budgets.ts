import { z } from 'zod';
import { BUDGET_LINES_MAX, BUDGET_NAME_MAX, BUDGET_YEAR_MAX, BUDGET_YEAR_MIN, MONTHS } from '../budgets';
import { accountCodeSchema, amountSchema } from './accounting';

/**
 * Request schemas of budgets, shared by the server (validation, OpenAPI) and the renderer's forms.
 * Amounts arrive as numbers or decimal strings and are read as integer cents.
 */

export const fiscalYearSchema = () =>
  z.coerce
    .number()
    .int()
    .min(BUDGET_YEAR_MIN)
    .max(BUDGET_YEAR_MAX)
    .meta({ description: `Fiscal year (${BUDGET_YEAR_MIN}–${BUDGET_YEAR_MAX})` });

export const monthSchema = () => z.coerce.number().int().min(1).max(MONTHS).meta({ description: 'Month 1–12' });

const lineShape = {
  accountCode: accountCodeSchema(),
  amount: amountSchema()
    .optional()
    .meta({ description: 'Yearly amount: split evenly over the 12 months unless `months` is given (then it must equal their sum)' }),
  months: z
    .array(amountSchema())
    .length(MONTHS, 'Give the 12 monthly amounts, January to December')
    .optional()
    .meta({ description: 'The 12 monthly amounts, January to December (a monthly split)' }),
};

function lineRules(line: { amount?: number; months?: number[] }, ctx: z.RefinementCtx): void {
  if (line.amount === undefined && !line.months) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'Give the yearly amount or the 12 monthly amounts' });
  }
  if (line.amount !== undefined && line.months && line.months.reduce((a, b) => a + b, 0) !== line.amount) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The yearly amount must equal the sum of the monthly amounts' });
  }
}

/** A line of a new budget: a yearly amount (even split) or 12 monthly amounts. */
export const BudgetLineInitBody = z.object(lineShape).superRefine(lineRules);
export type BudgetLineInitInput = z.infer<typeof BudgetLineInitBody>;

/** Adds or updates one line: a yearly amount, 12 monthly amounts, or one month's amount (`month` + `amount`). */
export const BudgetLineBody = z
  .object({
    ...lineShape,
    month: monthSchema()
      .optional()
      .meta({ description: 'With `amount`: sets this month only, the other months of the line unchanged (0 on a new line)' }),
  })
  .superRefine((line, ctx) => {
    if (line.month !== undefined && line.months) {
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'Give either one month or the 12 monthly amounts' });
      return;
    }
    lineRules(line, ctx);
  });
export type BudgetLineInput = z.infer<typeof BudgetLineBody>;

export const CreateBudgetBody = z
  .object({
    name: z.string().trim().min(1, 'Name the budget').max(BUDGET_NAME_MAX),
    fiscalYear: fiscalYearSchema().optional().meta({ description: 'Defaults to the current year' }),
    lines: z.array(BudgetLineInitBody).max(BUDGET_LINES_MAX).default([]),
  })
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.lines.forEach((line, i) => {
      if (seen.has(line.accountCode)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'accountCode'], message: 'This account already has a line' });
      seen.add(line.accountCode);
    });
  });
export type CreateBudgetInput = z.infer<typeof CreateBudgetBody>;

/** Fills a draft with the actuals of a year (default: the year before the budget's). */
export const CopyActualsBody = z.object({ year: fiscalYearSchema().optional() });
export type CopyActualsInput = z.infer<typeof CopyActualsBody>;
