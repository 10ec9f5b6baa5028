import { ApiRouter } from '../../../platform/http/api-router';
import { permission } from '../../../platform/http/requirements';
import { envelope, listOf } from '../../../platform/http/list';
import { DirectoryItemView, OrgContextView, OrgPersonView, ProfileView } from '../../../../shared/views/employees';
import { presentDirectoryItem, presentProfile } from '../presenter';
import { CURRENT_STATUSES, directReportCounts, listDirectory } from '../services/directory';
import { findEmployee } from '../services/lookup';
import { orgContext, searchOrg } from '../services/org-chart';
import { ownEmployee } from '../services/self';
import { DirectoryQuery, EmployeeIdParams, PersonParams, SearchQuery } from '../schema';
import { PERMISSIONS } from '../policy';

/** Directory, profiles and organisation chart (employee.read). */
export function directoryRoutes(): ApiRouter {
  const access = permission(PERMISSIONS.read);
  return new ApiRouter('Directory and organisation chart')
    .get(
      '/hr/employees',
      { summary: 'Employee directory', description: 'Paginated; filters department, status, managerId and q.', access, query: DirectoryQuery, response: listOf(DirectoryItemView) },
      async ({ query }) => {
        const { rows, count } = await listDirectory(query, CURRENT_STATUSES);
        return envelope(rows.map(presentDirectoryItem), count, query);
      },
    )
    .get('/hr/employees/search', { summary: 'Search the directory', access, query: SearchQuery, response: listOf(DirectoryItemView) }, async ({ query }) => {
      const { rows, count } = await listDirectory(query, CURRENT_STATUSES);
      return envelope(rows.map(presentDirectoryItem), count, query);
    })
    .get(
      '/hr/employees/{employeeId}/profile',
      {
        summary: 'Employee profile',
        description: 'Personal data (bank details, emergency contact, masked SSN…) only for the employee themself and HR.',
        access,
        params: EmployeeIdParams,
        response: ProfileView,
      },
      async ({ params, ctx }) => {
        const employee = await findEmployee(params.employeeId);
        const counts = await directReportCounts([employee.id]);
        return presentProfile(ctx, employee, counts.get(employee.id) ?? 0);
      },
    )
    .get('/hr/org/me', { summary: "The caller's place in the organisation", access, response: OrgContextView }, async () => orgContext((await ownEmployee()).id))
    .get(
      '/hr/org/person/{employeeProfileId}',
      { summary: 'Organisation around a person (ancestors, focus, peers, direct reports)', access, params: PersonParams, response: OrgContextView },
      async ({ params }) => orgContext(params.employeeProfileId),
    )
    .get('/hr/org/search', { summary: 'Find people in the organisation chart', access, query: SearchQuery, response: listOf(OrgPersonView) }, async ({ query }) => {
      const { items, total } = await searchOrg(query.q, query.pageSize, (query.page - 1) * query.pageSize);
      return envelope(items, total, query);
    });
}

