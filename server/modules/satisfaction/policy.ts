import type { PermissionCode } from '../../../shared/permissions';
import type { SurveyAction, SurveyStatus } from '../../../shared/satisfaction';
import { allowedActions } from '../../platform/state-machine';
import { SURVEY_STATES } from './states';

export const PERMISSIONS = {
  create: 'satisfaction.survey.create',
  distribute: 'satisfaction.survey.distribute',
  respond: 'satisfaction.survey.respond',
  send: 'satisfaction.feedback.send',
  values: 'satisfaction.feedback.manage_values',
} as const satisfies Record<string, PermissionCode>;

/** Who drafts (create) or distributes (distribute) surveys reads them and their results. */
export const SURVEY_READERS: PermissionCode[] = [PERMISSIONS.create, PERMISSIONS.distribute];

/** What the caller may do on a survey: drafting with `create`, opening and closing with `distribute`. */
export function surveyActionsFor(permissions: ReadonlySet<string>, status: SurveyStatus): SurveyAction[] {
  return allowedActions(SURVEY_STATES, status).filter((a) =>
    a === 'open' || a === 'close' ? permissions.has(PERMISSIONS.distribute) : permissions.has(PERMISSIONS.create),
  );
}
