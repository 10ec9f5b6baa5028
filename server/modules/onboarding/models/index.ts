import type { Sequelize } from 'sequelize';
import { auditable } from '../../../platform/audit/auditable';
import { Offboarding } from './offboarding';
import { Onboarding } from './onboarding';
import { OnboardingTask } from './onboarding-task';
import { OnboardingTemplate } from './onboarding-template';

export { Offboarding, Onboarding, OnboardingTask, OnboardingTemplate };

export function initOnboardingModels(sequelize: Sequelize): void {
  OnboardingTemplate.initModel(sequelize);
  Onboarding.initModel(sequelize);
  OnboardingTask.initModel(sequelize);
  Offboarding.initModel(sequelize);
  Onboarding.hasMany(OnboardingTask, { as: 'tasks', foreignKey: 'onboardingId' });

  auditable(OnboardingTemplate, { entityType: 'ONBOARDING_TEMPLATE', readPermission: 'onboarding.manage', stateField: 'active' });
  auditable(Onboarding, { entityType: 'ONBOARDING', readPermission: 'onboarding.manage' });
  // Tasks belong to their onboarding's history.
  auditable(OnboardingTask, {
    entityType: 'ONBOARDING',
    readPermission: 'onboarding.manage',
    entityId: (t) => t.onboardingId,
    ignore: ['onboardingId'],
    // A step done is a TASK_UPDATE of the onboarding, not a change of the onboarding's own state.
    stateField: 'none',
    actions: { create: 'TASK_CREATE', update: 'TASK_UPDATE', destroy: 'TASK_DELETE' },
  });
  auditable(Offboarding, { entityType: 'OFFBOARDING', readPermission: 'offboarding.manage' });
}
