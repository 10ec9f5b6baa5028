import type { ModuleDefinition } from '../../platform/modules';
import { migrations } from './migrations';
import { initSatisfactionModels } from './models';
import { answerRoutes } from './routes/answers';
import { feedbackRoutes } from './routes/feedback';
import { surveyRoutes } from './routes/surveys';
import { seedDemoSatisfaction } from './seed';
import { mapSatisfactionDatabaseError } from './services/db-errors';

/**
 * Satisfaction: surveys and pulses (distributed, answered once, anonymous results over groups
 * of at least 3, eNPS), the recognition wall (feedback messages with a scoped audience) and
 * the company values they name.
 */
export const satisfactionModule: ModuleDefinition = {
  id: 'satisfaction',
  uses: ['people'],
  contributes: {
    migrations,
    models: (sequelize) => initSatisfactionModels(sequelize),
    routes: () => [surveyRoutes(), answerRoutes(), feedbackRoutes()],
    databaseErrorMappers: [mapSatisfactionDatabaseError],
    permissions: [
      'satisfaction.survey.create',
      'satisfaction.survey.distribute',
      'satisfaction.survey.respond',
      'satisfaction.feedback.send',
      'satisfaction.feedback.manage_values',
    ],
    seed: seedDemoSatisfaction,
  },
};
