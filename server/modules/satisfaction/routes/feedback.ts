import { Op } from 'sequelize';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import { CompanyValue, type FeedbackMessage } from '../models';
import { PERMISSIONS } from '../policy';
import { presentFeedback, presentValues } from '../presenter';
import { CompanyValueBody, CompanyValueList, CompanyValueView, FeedbackBody, FeedbackList, FeedbackListQuery, FeedbackView, ValueListQuery } from '../schema';
import { deleteFeedback, findFeedback, listFeedback, postFeedback } from '../services/feedback';
import { createValue, deleteValue, findValue, listValues, setValueActive, updateValue } from '../services/values';

const SEND = permission(PERMISSIONS.send);
const VALUES = permission(PERMISSIONS.values);

async function present(rows: FeedbackMessage[], callerId: string) {
  const ids = [...new Set(rows.map((m) => m.valueId).filter((id): id is string => Boolean(id)))];
  const values = ids.length ? await CompanyValue.findAll({ where: { id: { [Op.in]: ids } } }) : [];
  return presentFeedback(rows, callerId, new Map(values.map((v) => [v.id, v])));
}

const one = async (value: CompanyValue) => (await presentValues([value]))[0];

/** Recognition: feedback messages on the wall (scoped audiences) and the company values they name. */
export function feedbackRoutes(): ApiRouter {
  return new ApiRouter('Recognition')
    .get(
      '/hr/satisfaction/feedback',
      {
        summary: 'The recognition wall: messages I may read, newest first',
        description: 'COMPANY messages, mine (sent or received), DEPARTMENT messages of my department and TEAM messages of my team.',
        access: SEND,
        query: FeedbackListQuery,
        response: FeedbackList,
      },
      async ({ query, ctx }) => {
        const { rows, count } = await listFeedback(query);
        return envelope(await present(rows, ctx.userId as string), count, query);
      },
    )
    .post(
      '/hr/satisfaction/feedback',
      {
        summary: 'Send kudos, feedback, appreciation or a values shout-out',
        description: 'To another active user; a VALUES_SHOUTOUT names an active company value. The scope (default COMPANY) decides who reads it.',
        access: SEND,
        body: FeedbackBody,
        status: 201,
        response: FeedbackView,
      },
      async ({ body, ctx }) => (await present([await postFeedback(body)], ctx.userId as string))[0],
    )
    .get(
      '/hr/satisfaction/feedback/{id}',
      { summary: 'One message I may read', access: SEND, params: IdParams, response: FeedbackView },
      async ({ params, ctx }) => (await present([await findFeedback(params.id)], ctx.userId as string))[0],
    )
    .delete(
      '/hr/satisfaction/feedback/{id}',
      { summary: 'Withdraw a message I sent', access: SEND, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteFeedback(params.id);
        return undefined;
      },
    )
    .get(
      '/hr/satisfaction/values',
      {
        summary: 'Company values',
        description: 'Active values for everyone who sends messages; managers of the values see the inactive ones too (filter `active`).',
        access: permission(PERMISSIONS.send, PERMISSIONS.values),
        query: ValueListQuery,
        response: CompanyValueList,
      },
      async ({ query, ctx }) => {
        const active = ctx.permissions.has(PERMISSIONS.values) ? query.active : true;
        const { rows, count } = await listValues({ ...query, active });
        return envelope(await presentValues(rows), count, query);
      },
    )
    .post(
      '/hr/satisfaction/values',
      { summary: 'Add a company value', description: 'A name already taken (accents and case aside) answers 409 DUPLICATE.', access: VALUES, body: CompanyValueBody, status: 201, response: CompanyValueView },
      async ({ body }) => one(await createValue(body)),
    )
    .put(
      '/hr/satisfaction/values/{id}',
      { summary: 'Rename or describe a company value', access: VALUES, params: IdParams, body: CompanyValueBody, response: CompanyValueView },
      async ({ params, body }) => one(await updateValue(params.id, body)),
    )
    .post(
      '/hr/satisfaction/values/{id}/deactivate',
      { summary: 'Deactivate a value: no new message names it; old ones keep it', access: VALUES, params: IdParams, response: CompanyValueView },
      async ({ params }) => one(await setValueActive(params.id, false)),
    )
    .post(
      '/hr/satisfaction/values/{id}/activate',
      { summary: 'Reactivate a value', access: VALUES, params: IdParams, response: CompanyValueView },
      async ({ params }) => one(await setValueActive(params.id, true)),
    )
    .get(
      '/hr/satisfaction/values/{id}',
      { summary: 'One company value', access: VALUES, params: IdParams, response: CompanyValueView },
      async ({ params }) => one(await findValue(params.id)),
    )
    .delete(
      '/hr/satisfaction/values/{id}',
      { summary: 'Delete a value no message names', description: 'A value some message names answers 422: deactivate it instead.', access: VALUES, params: IdParams, status: 204 },
      async ({ params }) => {
        await deleteValue(params.id);
        return undefined;
      },
    );
}
