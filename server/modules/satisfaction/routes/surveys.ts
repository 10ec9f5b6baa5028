import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { port } from '../../../platform/modules';
import type { Survey } from '../models';
import { PERMISSIONS, SURVEY_READERS, surveyActionsFor } from '../policy';
import { presentSurvey, presentSurveys } from '../presenter';
import { OpenSurveyBody, ResultsQuery, SatisfactionDepartmentList, SurveyBody, SurveyList, SurveyListQuery, SurveyResultsView, SurveyView } from '../schema';
import { surveyResults } from '../services/results';
import { closeSurvey, createSurvey, deleteSurvey, findSurvey, openSurvey, updateSurvey } from '../services/surveys';
import { listSurveys } from '../services/survey-list';

const READ = permission(...SURVEY_READERS);
const CREATE = permission(PERMISSIONS.create);
const DISTRIBUTE = permission(PERMISSIONS.distribute);

const answer = (survey: Survey, permissions: ReadonlySet<string>) => presentSurvey(survey, surveyActionsFor(permissions, survey.status));

/** Surveys and pulses: drafting (create), distribution and closing (distribute), anonymous results. */
export function surveyRoutes(): ApiRouter {
  return new ApiRouter('Satisfaction surveys')
    .get(
      '/hr/satisfaction/departments',
      { summary: 'Departments a survey can be distributed to', access: DISTRIBUTE, response: SatisfactionDepartmentList },
      async () => ({ items: await port('people').departmentList() }),
    )
    .post(
      '/hr/satisfaction/surveys',
      {
        summary: 'Create a survey or a pulse (status DRAFT)',
        description: 'Questions: RATING (1–5), ENPS (0–10), CHOICE (one of 2 or more options), TEXT.',
        access: CREATE,
        body: SurveyBody,
        status: 201,
        response: SurveyView,
      },
      async ({ body, ctx }) => answer(await createSurvey(body), ctx.permissions),
    )
    .get(
      '/hr/satisfaction/surveys',
      { summary: 'Surveys and pulses with their participation counts', access: READ, query: SurveyListQuery, response: SurveyList },
      async ({ query, ctx }) => {
        const { rows, count } = await listSurveys(query);
        return envelope(await presentSurveys(rows, (s) => surveyActionsFor(ctx.permissions, s.status)), count, query);
      },
    )
    .get(
      '/hr/satisfaction/surveys/{id}',
      { summary: 'One survey with its questions', access: READ, params: IdParams, response: SurveyView },
      async ({ params, ctx }) => answer(await findSurvey(params.id), ctx.permissions),
    )
    .put(
      '/hr/satisfaction/surveys/{id}',
      { summary: 'Replace the title, description and questions of a draft', access: CREATE, params: IdParams, body: SurveyBody, response: SurveyView },
      async ({ params, body, ctx }) => answer(await updateSurvey(params.id, body), ctx.permissions),
    )
    .delete(
      '/hr/satisfaction/surveys/{id}',
      { summary: 'Delete a draft', description: 'A survey once opened stays (409 INVALID_STATE).', access: CREATE, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteSurvey(params.id);
        return undefined;
      },
    )
    .post(
      '/hr/satisfaction/surveys/{id}/open',
      {
        summary: 'Distribute a draft and open it for answers (DRAFT → OPEN)',
        description:
          'EVERYONE: every active user who may answer surveys; DEPARTMENTS: those whose employee profile is in the departments given or below them. Each recipient gets one assignment; nobody to receive it answers 422.',
        access: DISTRIBUTE,
        params: IdParams,
        body: OpenSurveyBody,
        response: SurveyView,
      },
      async ({ params, body, ctx }) => answer(await openSurvey(params.id, body), ctx.permissions),
    )
    .post(
      '/hr/satisfaction/surveys/{id}/close',
      { summary: 'Close an open survey (OPEN → CLOSED): no more answers', access: DISTRIBUTE, params: IdParams, response: SurveyView },
      async ({ params, ctx }) => answer(await closeSurvey(params.id), ctx.permissions),
    )
    .get(
      '/hr/satisfaction/surveys/{id}/results',
      {
        summary: 'Anonymous consolidated results',
        description:
          'Counts, averages, distributions, eNPS (promoters 9–10 − detractors 0–6, in % of the respondents to the question) and free texts, over groups of at least 3 respondents only. The breakdown by department pools the departments too small to be shown alone (OTHERS); a department filter on such a department answers hidden results.',
        access: READ,
        params: IdParams,
        query: ResultsQuery,
        response: SurveyResultsView,
      },
      async ({ params, query }) => surveyResults(params.id, query.departmentId),
    );
}
