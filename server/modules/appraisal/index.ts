import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initAppraisalModels } from './models';
import { appraisalRoutes } from './routes/appraisals';
import { cycleRoutes } from './routes/cycles';
import { feedbackRoutes } from './routes/feedback360';
import { objectiveRoutes } from './routes/objectives';
import { oneOnOneRoutes } from './routes/one-on-ones';
import { seedDemoAppraisal } from './seed';
import { objectivesToDecide } from './services/pending-source';
import { applyObjectiveDecision, objectiveLinks } from './services/objective-decisions';

/** Appraisal: form templates, cycles and appraisals, objectives (OBJECTIVE workflow), one-on-ones, 360° feedback. */
export const appraisalModule: ModuleDefinition = {
  id: 'appraisal',
  uses: ['people'],
  contributes: {
    migrations,
    models: (sequelize) => initAppraisalModels(sequelize),
    // The literal /hr/appraisals/* paths before /hr/appraisals/{id}.
    routes: () => [cycleRoutes(), oneOnOneRoutes(), feedbackRoutes(), objectiveRoutes(), appraisalRoutes()],
    workflow: [{ entityType: 'OBJECTIVE', onComplete: applyObjectiveDecision, links: objectiveLinks }],
    // Objectives submitted without an OBJECTIVE circuit, waiting for the caller's decision.
    pendingApprovals: [{ module: 'APPRAISAL', anyOf: ['evaluation.objective.approve'], entityTypes: ['OBJECTIVE'], mine: objectivesToDecide }],
    seed: seedDemoAppraisal,
    permissions: ['evaluation.create', 'evaluation.manage', 'evaluation.objective.approve', 'evaluation.feedback360.manage', 'evaluation.feedback360.respond'],
  },
};
