import { ApiRouter } from '../../../platform/http/api-router';
import { requireContext } from '../../../platform/tenancy/context';
import { presentOverrides } from '../presenter';
import { presentRuleSet } from '../presenter-rules';
import {
  CountryParams,
  EmployeeParams,
  OverrideParams,
  PayrollProfileBody,
  PayrollProfileView,
  PeriodQuery,
  ProfileList,
  RuleOverrideBody,
  RuleOverrideView,
  RuleSetView,
  SearchListQuery,
} from '../schema';
import { getProfile, listProfiles, putProfile } from '../services/profiles';
import { createOverride, deleteOverride, findOverride } from '../services/rule-sets';
import { MANAGE, READ } from './runs';

const periodOf = (period: string | undefined) => {
  const [year, month] = (period ?? requireContext().now().toISOString().slice(0, 7)).split('-').map(Number);
  return { year, month };
};

/** The rules of each country as the tenant sees them, its effective-dated overrides, and the employees' payroll profiles. */
export function ruleRoutes(): ApiRouter {
  return new ApiRouter('Payroll rules')
    .get(
      '/accounting/payroll-rules/{country}',
      {
        summary: 'The payroll rules of a country in force for a month, with the tenant’s overrides',
        description: 'The shipped version in force on the first day of the month (resources/payroll) with the tenant’s overrides dated on or before it; every override of the country is listed.',
        access: READ,
        params: CountryParams,
        query: PeriodQuery,
        response: RuleSetView,
      },
      ({ params, query }) => presentRuleSet(params.country, periodOf(query.period)),
    )
    .post(
      '/accounting/payroll-rules/{country}/overrides',
      {
        summary: 'Override a rule, a constant, or add a custom rule, from the first day of a month',
        description:
          'RULE: a rule’s rate (or flat amount), floor, ceiling, or disabled; CONSTANT: a named amount (PMSS, ceilings…); CUSTOM_RULE: a whole rule added or replaced. In force from effectiveFrom until a later override of the same target; months before it compute as before. It must fit the shipped rules in force on its date, and start after the last validated run (422 BUSINESS_RULE); the same target twice on one date: 409 DUPLICATE.',
        access: MANAGE,
        params: CountryParams,
        body: RuleOverrideBody,
        status: 201,
        response: RuleOverrideView,
      },
      async ({ params, body }) => (await presentOverrides([await createOverride(params.country, body)]))[0],
    )
    .get('/accounting/payroll-rules/{country}/overrides/{id}', { summary: 'One override', access: READ, params: OverrideParams, response: RuleOverrideView }, async ({ params }) => (await presentOverrides([await findOverride(params.country, params.id)]))[0])
    .delete(
      '/accounting/payroll-rules/{country}/overrides/{id}',
      { summary: 'Remove an override no validated run was computed under', access: MANAGE, params: OverrideParams, status: 204 },
      async ({ params }) => {
        await deleteOverride(params.country, params.id);
      },
    )
    .get('/accounting/payroll-profiles', { summary: 'Payroll profiles of the employees who have not left', description: 'Category, expatriation, family parts, TRIMF parts, persons covered, work-accident and notified income-tax rates; defaults where none is saved.', access: READ, query: SearchListQuery, response: ProfileList }, ({ query }) =>
      listProfiles(query),
    )
    .get('/accounting/payroll-profiles/{employeeId}', { summary: 'An employee’s payroll profile', access: READ, params: EmployeeParams, response: PayrollProfileView }, ({ params }) => getProfile(params.employeeId))
    .put(
      '/accounting/payroll-profiles/{employeeId}',
      { summary: 'Set an employee’s payroll profile', description: 'Used from the next computation of a DRAFT run.', access: MANAGE, params: EmployeeParams, body: PayrollProfileBody, response: PayrollProfileView },
      ({ params, body }) => putProfile(params.employeeId, body),
    );
}
