import { z } from 'zod';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { notFound } from '../../../platform/http/problem';
import { permission } from '../../../platform/http/requirements';
import { LeaveConfigImportBody, LeaveConfigView } from '../../../../shared/schemas/leave-config';
import { ConventionSummaryView, ImportResultView, LeaveDiffView, LeavePolicyView, PolicyVersionView } from '../../../../shared/schemas/leave-views';
import { LeavePolicy, LeaveType } from '../models';
import { presentPolicies, presentVersions } from '../presenter-config';
import { conventionTemplate, conventionTemplates, diffAgainst } from '../services/config/conventions';
import { exportConfig, importConfig } from '../services/config/exchange';
import { listVersions, policiesInForce, rollbackPolicy } from '../services/policies';
import { ConventionParams, PolicyVersionParams, VersionsQuery } from '../schema';

const CONFIG = permission('config.manage');

/** Configuration exchange, version history and rollback, the comparison with collective agreements. */
export function configRoutes(): ApiRouter {
  return new ApiRouter('Leave — configuration')
    .get('/admin/leave-config/export', { summary: 'Export the leave types and policies (every version) as JSON', access: CONFIG, response: LeaveConfigView }, async ({ res }) => {
      const doc = await exportConfig();
      res.setHeader('Content-Disposition', `attachment; filename="leave-config-${doc.exportedAt.slice(0, 10)}.json"`);
      return doc;
    })
    .post(
      '/admin/leave-config/import',
      {
        summary: 'Import leave types and policies from an export (all or nothing)',
        description: 'Types are matched by code (created or updated); a policy new to the organisation gets every exported version as it was; an existing one gets the exported rules as a new version unless they are already in force. Circuits travel by name: one missing here leaves the default circuit (a warning says so).',
        access: CONFIG,
        body: LeaveConfigImportBody,
        response: ImportResultView,
      },
      async ({ body }) => importConfig(body),
    )
    .get(
      '/admin/leave-config/policies/{id}/versions',
      { summary: 'Version history of a policy, newest first', access: CONFIG, params: z.object({ id: z.uuid() }), query: VersionsQuery, response: listOf(PolicyVersionView) },
      async ({ params, query }) => {
        const { rows, count } = await listVersions(params.id, query);
        return envelope(await presentVersions(rows), count, query);
      },
    )
    .post(
      '/admin/leave-config/policies/{id}/rollback/{versionId}',
      { summary: 'Roll back to an earlier version: its rules become a new current version', description: 'The version in force cannot be the target (422).', access: CONFIG, params: PolicyVersionParams, response: LeavePolicyView },
      async ({ params }) => (await presentPolicies([await rollbackPolicy(params.id, params.versionId)]))[0],
    )
    .get('/admin/leave-config/conventions', { summary: 'Collective-agreement templates shipped with the app', access: CONFIG, response: z.array(ConventionSummaryView) }, async () =>
      conventionTemplates().map((t) => ({ code: t.code, country: t.country, name: t.name })),
    )
    .get(
      '/admin/leave-config/diff/{conventionCode}',
      { summary: 'Compare the policies in force with a collective-agreement template (types matched by code)', access: CONFIG, params: ConventionParams, response: LeaveDiffView },
      async ({ params }) => {
        const template = conventionTemplate(params.conventionCode);
        if (!template) throw notFound('Collective-agreement template', params.conventionCode);
        const types = new Map((await LeaveType.findAll()).map((t) => [t.code, t]));
        const inForce = await policiesInForce();
        const policies = new Map((await LeavePolicy.findAll({ where: { archivedAt: null } })).map((p) => [p.leaveTypeId, p.id]));
        const versions = new Map([...inForce.entries()].map(([typeId, version]) => [typeId, { policyId: policies.get(typeId) as string, version }]));
        return diffAgainst(template, types, versions);
      },
    );
}
