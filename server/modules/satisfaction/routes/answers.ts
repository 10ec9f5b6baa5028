import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { PERMISSIONS } from '../policy';
import { presentMySurvey } from '../presenter';
import { MySurveyList, MySurveyListQuery, MySurveyView, ResponseBody, ResponseReceipt } from '../schema';
import { answerSurvey, mySurvey, mySurveys } from '../services/answering';

const RESPOND = permission(PERMISSIONS.respond);

/** The caller's side of surveys: those distributed to them, and their one anonymous answer to each. */
export function answerRoutes(): ApiRouter {
  return new ApiRouter('Satisfaction surveys')
    .get(
      '/hr/satisfaction/my-surveys',
      { summary: 'Surveys distributed to me (open and closed), with whether I answered', access: RESPOND, query: MySurveyListQuery, response: MySurveyList },
      async ({ query }) => {
        const { rows, count } = await mySurveys(query);
        const items = [];
        for (const { survey, answered } of rows) {
          const { questions, ...summary } = await presentMySurvey(survey, answered);
          items.push({ ...summary, questionCount: questions.length });
        }
        return envelope(items, count, query);
      },
    )
    .get(
      '/hr/satisfaction/my-surveys/{id}',
      { summary: 'One survey distributed to me, with its questions', access: RESPOND, params: IdParams, response: MySurveyView },
      async ({ params }) => {
        const { survey, answered } = await mySurvey(params.id);
        return presentMySurvey(survey, answered);
      },
    )
    .post(
      '/hr/satisfaction/my-surveys/{id}/response',
      {
        summary: 'Answer a survey, once',
        description:
          'The answers are stored without any link to the respondent; only the fact that they answered is kept. A second answer (even concurrent) answers 409 DUPLICATE; a closed survey 409 INVALID_STATE; missing required answers and values out of range 422 with field errors.',
        access: RESPOND,
        params: IdParams,
        body: ResponseBody,
        status: 201,
        response: ResponseReceipt,
      },
      async ({ params, body }) => {
        await answerSurvey(params.id, body);
        return { surveyId: params.id, answered: true as const };
      },
    );
}
