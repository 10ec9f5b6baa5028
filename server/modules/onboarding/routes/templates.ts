import { z } from 'zod';
import { permission } from '../../../platform/http/requirements';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope, listOf } from '../../../platform/http/list';
import { IdParams } from '../../../platform/http/validate';
import { ONBOARDING_PERMISSIONS } from '../policy';
import { presentOnboardingTemplates } from '../presenter';
import { OnboardingTemplateSchema, OnboardingTemplateView, TemplatesQuery } from '../schema';
import { createOnboardingTemplate, deleteOnboardingTemplate, findOnboardingTemplate, listOnboardingTemplates, updateOnboardingTemplate } from '../services/templates';

const one = async (template: Parameters<typeof presentOnboardingTemplates>[0][number]) => (await presentOnboardingTemplates([template]))[0];

/** /hr/onboarding-templates: ordered checklists with owners and due offsets (onboarding.manage). */
export function onboardingTemplateRoutes(): ApiRouter {
  const access = permission(ONBOARDING_PERMISSIONS.onboarding);
  return new ApiRouter('Onboarding')
    .get('/hr/onboarding-templates', { summary: 'List onboarding templates', access, query: TemplatesQuery, response: listOf(OnboardingTemplateView) }, async ({ query }) => {
      const { rows, count } = await listOnboardingTemplates(query);
      return envelope(await presentOnboardingTemplates(rows), count, query);
    })
    .post(
      '/hr/onboarding-templates',
      { summary: 'Create an onboarding template', description: 'Steps in order; each has an owner (ROLE, USER, MANAGER of the new hire, or the EMPLOYEE) and is due dueOffsetDays after the first day.', access, body: OnboardingTemplateSchema, status: 201, response: OnboardingTemplateView },
      async ({ body }) => one(await createOnboardingTemplate(body)),
    )
    .get('/hr/onboarding-templates/{id}', { summary: 'One onboarding template', access, params: IdParams, response: OnboardingTemplateView }, async ({ params }) => one(await findOnboardingTemplate(params.id)))
    .put('/hr/onboarding-templates/{id}', { summary: 'Replace an onboarding template (running onboardings keep their steps)', access, params: IdParams, body: OnboardingTemplateSchema, response: OnboardingTemplateView }, async ({ params, body }) =>
      one(await updateOnboardingTemplate(params.id, body)),
    )
    .delete(
      '/hr/onboarding-templates/{id}',
      { summary: 'Delete an onboarding template (deactivated when onboardings used it)', access, params: IdParams, response: z.object({ result: z.enum(['DELETED', 'DEACTIVATED']) }) },
      async ({ params }) => ({ result: await deleteOnboardingTemplate(params.id) }),
    );
}
