import type { ModuleManifest } from '../../platform/modules';
import { describeEntityType, onComplete, type WorkflowInstance } from '../../platform/workflow';
import { migrations } from './migrations';
import { initOnboardingModels } from './models';
import { offboardingRoutes } from './routes/offboardings';
import { onboardingRoutes } from './routes/onboardings';
import { onboardingTemplateRoutes } from './routes/templates';
import { seedDemoOnboarding } from './seed';
import { applyOnboardingDecision } from './services/onboardings';
import { APPLY_EXITS_JOB, applyDueExits, applyOffboardingDecision } from './services/offboardings';

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
export const onboardingModule: ModuleManifest = {
  id: 'onboarding',
  migrations,
  models: initOnboardingModels,
  routes: () => [onboardingTemplateRoutes(), onboardingRoutes(), offboardingRoutes()],
  start(deps) {
    onComplete('EMPLOYEE_OFFBOARDING', applyOffboardingDecision);
    onComplete('EMPLOYEE_ONBOARDING', applyOnboardingDecision);
    describeEntityType('EMPLOYEE_OFFBOARDING', offboardingLinks);
    describeEntityType('EMPLOYEE_ONBOARDING', onboardingLinks);
    deps.services.jobs?.register({
      name: APPLY_EXITS_JOB,
      schedule: '10 0 * * *',
      run: async ({ now }) => {
        await applyDueExits(deps.sequelize, now);
      },
    });
  },
  seed: seedDemoOnboarding,
};
