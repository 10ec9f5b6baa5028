import { defineStates } from '../../platform/state-machine';
import type { SurveyAction, SurveyStatus } from '../../../shared/satisfaction';

/** A draft is edited or deleted, then opened (distributed); an open survey is answered until it is closed. */
export const SURVEY_STATES = defineStates<SurveyStatus, SurveyAction>({
  DRAFT: { edit: 'DRAFT', delete: 'DRAFT', open: 'OPEN' },
  OPEN: { close: 'CLOSED' },
  CLOSED: {},
});
