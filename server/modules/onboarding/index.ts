import type { ModuleDefinition } from '../../platform/modules';
import type { WorkflowInstance } from '../../platform/workflow';
import { migrations } from './migrations';
import { initOnboardingModels } from './models';
import { offboardingRoutes } from './routes/offboardings';
import { onboardingRoutes } from './routes/onboardings';
import { onboardingTemplateRoutes } from './routes/templates';
import { seedDemoOnboarding } from './seed';
import { applyOnboardingDecision } from './services/onboardings';
import { applyExitsJob, applyOffboardingDecision } from './services/offboardings';

export { APPLY_EXITS_JOB } from './services/offboardings';

const offboardingLinks = (i: WorkflowInstance) => ({
  approve: { method: 'POST' as const, path: `/hr/employees/${i.requesterEmployeeId}/offboarding/approve` },
  reject: { method: 'POST' as const, path: `/hr/employees/${i.requesterEmployeeId}/offboarding/reject` },
  view: `/hr/offboarding/${i.requesterEmployeeId}`,
});
const onboardingLinks = (i: WorkflowInstance) => ({
  approve: { method: 'POST' as const, path: `/hr/employees/${i.requesterEmployeeId}/onboarding/approve` },
  reject: { method: 'POST' as const, path: `/hr/employees/${i.requesterEmployeeId}/onboarding/reject` },
  view: `/hr/onboardings/${i.entityId}`,
});

/** Onboarding (templates, checklists) and offboarding (departures), both driven by the approval engine. */
export const onboardingModule: ModuleDefinition = {
  id: 'onboarding',
  uses: ['people'],
  contributes: {
    migrations,
    models: initOnboardingModels,
    routes: () => [onboardingTemplateRoutes(), onboardingRoutes(), offboardingRoutes()],
    workflow: [
      { entityType: 'EMPLOYEE_OFFBOARDING', onComplete: applyOffboardingDecision, links: offboardingLinks },
      { entityType: 'EMPLOYEE_ONBOARDING', onComplete: applyOnboardingDecision, links: onboardingLinks },
    ],
    jobs: [applyExitsJob],
    permissions: ['onboarding.manage', 'offboarding.manage'],
    seed: seedDemoOnboarding,
  },
};
