import { z } from 'zod';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { CONTRACT_PERMISSIONS } from '../policy';
import { presentTemplate } from '../presenter';
import { ContractTemplateSchema, TemplateView, TemplatesQuery } from '../schema';
import { createTemplate, deleteTemplate, duplicateTemplate, findTemplate, listTemplates, updateTemplate } from '../services/templates';

/** Contract templates: Baobab's shared French templates (CI, SN, FR) and the tenant's own. */
export function templateRoutes(): ApiRouter {
  const read = permission(CONTRACT_PERMISSIONS.read);
  const manage = permission(CONTRACT_PERMISSIONS.manage);
  return new ApiRouter('Contract templates')
    .get('/hr/contract-templates', { summary: 'List contract templates', description: 'Filter by country and contract type.', access: read, query: TemplatesQuery, response: listOf(TemplateView) }, async ({ query }) => {
      const { rows, count } = await listTemplates(query);
      return envelope(rows.map(presentTemplate), count, query);
    })
    .post('/hr/contract-templates', { summary: 'Create a contract template', description: 'The text may use the {{placeholders}} of /hr/contracts/placeholders; unknown ones are refused.', access: manage, body: ContractTemplateSchema, status: 201, response: TemplateView }, async ({ body }) =>
      presentTemplate(await createTemplate(body)),
    )
    .get('/hr/contract-templates/{id}', { summary: 'One contract template', access: read, params: IdParams, response: TemplateView }, async ({ params }) => presentTemplate(await findTemplate(params.id)))
    .put('/hr/contract-templates/{id}', { summary: 'Replace one of your templates (shared ones are read-only)', access: manage, params: IdParams, body: ContractTemplateSchema, response: TemplateView }, async ({ params, body }) =>
      presentTemplate(await updateTemplate(params.id, body)),
    )
    .delete(
      '/hr/contract-templates/{id}',
      { summary: 'Delete one of your templates (deactivated when contracts were made from it)', access: manage, params: IdParams, response: z.object({ result: z.enum(['DELETED', 'DEACTIVATED']) }) },
      async ({ params }) => ({ result: await deleteTemplate(params.id) }),
    )
    .post('/hr/contract-templates/{id}/duplicate', { summary: 'Copy a template (shared or own) to adapt it', access: manage, params: IdParams, status: 201, response: TemplateView }, async ({ params }) =>
      presentTemplate(await duplicateTemplate(params.id)),
    );
}
