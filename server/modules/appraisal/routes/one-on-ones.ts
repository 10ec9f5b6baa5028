import { z } from 'zod';
import { ActionItemBody, ActionItemStatusBody, AgendaItemBody, CancelOneOnOneBody, CompleteOneOnOneBody, DiscussBody, OneOnOneBody, OneOnOneUpdateBody } from '../../../../shared/schemas/appraisal';
import { OneOnOneList, OneOnOneView } from '../../../../shared/views/appraisal';
import { ApiRouter } from '../../../platform/http/api-router';
import { envelope } from '../../../platform/http/list';
import { permission } from '../../../platform/http/requirements';
import { IdParams } from '../../../platform/http/validate';
import type { OneOnOne } from '../models';
import { PERMISSIONS, callerScope } from '../policy';
import { presentOneOnOnes } from '../presenter';
import {
  addActionItem,
  addAgendaItem,
  cancelOneOnOne,
  completeOneOnOne,
  createOneOnOne,
  discussAgendaItem,
  findOneOnOne,
  listOneOnOnes,
  OneOnOnesQuery,
  setActionItemStatus,
  updateOneOnOne,
} from '../services/one-on-ones';

const OWN = permission(PERMISSIONS.own);
const answer = async (meeting: OneOnOne) => (await presentOneOnOnes([await findOneOnOne(meeting.id)]))[0];
const AgendaParams = z.object({ id: z.uuid(), agendaItemId: z.uuid() });
const ActionParams = z.object({ id: z.uuid(), actionItemId: z.uuid() });

/** One-on-ones between a manager and a report: agenda, action items carried over to the pair’s next meeting. */
export function oneOnOneRoutes(): ApiRouter {
  return new ApiRouter('One-on-ones')
    .get('/hr/appraisals/one-on-ones', { summary: 'The caller’s one-on-ones (as manager or as employee)', access: OWN, query: OneOnOnesQuery, response: OneOnOneList }, async ({ query }) => {
      const { rows, count } = await listOneOnOnes(query, await callerScope());
      return envelope(await presentOneOnOnes(rows), count, query);
    })
    .post(
      '/hr/appraisals/one-on-ones',
      { summary: 'Plan a one-on-one with a report or with one’s manager (PLANNED)', description: 'Open action items of the pair’s completed meetings are carried over to it.', access: OWN, body: OneOnOneBody, status: 201, response: OneOnOneView },
      async ({ body }) => answer(await createOneOnOne(body)),
    )
    .get('/hr/appraisals/one-on-ones/{id}', { summary: 'One one-on-one (its participants only)', access: OWN, params: IdParams, response: OneOnOneView }, async ({ params }) => answer(await findOneOnOne(params.id)))
    .put(
      '/hr/appraisals/one-on-ones/{id}',
      { summary: 'Reschedule a planned one-on-one and rewrite its agenda (its participants only)', description: 'Listed agenda items keep their discussed flag; items left out are removed.', access: OWN, params: IdParams, body: OneOnOneUpdateBody, response: OneOnOneView },
      async ({ params, body }) => answer(await updateOneOnOne(params.id, body)),
    )
    .post('/hr/appraisals/one-on-ones/{id}/complete', { summary: 'Complete (PLANNED → COMPLETED), with the notes; open action items go to the pair’s next planned meeting', access: OWN, params: IdParams, body: CompleteOneOnOneBody, response: OneOnOneView }, async ({ params, body }) =>
      answer(await completeOneOnOne(params.id, body.notes)),
    )
    .post('/hr/appraisals/one-on-ones/{id}/cancel', { summary: 'Cancel (PLANNED → CANCELLED)', access: OWN, params: IdParams, body: CancelOneOnOneBody, response: OneOnOneView }, async ({ params, body }) =>
      answer(await cancelOneOnOne(params.id, body.reason)),
    )
    .post('/hr/appraisals/one-on-ones/{id}/agenda-items', { summary: 'Add an agenda item to a planned meeting', access: OWN, params: IdParams, body: AgendaItemBody, status: 201, response: OneOnOneView }, async ({ params, body }) =>
      answer(await addAgendaItem(params.id, body.title)),
    )
    .put('/hr/appraisals/one-on-ones/{id}/agenda-items/{agendaItemId}/discuss', { summary: 'Mark an agenda item discussed (or not)', access: OWN, params: AgendaParams, body: DiscussBody, response: OneOnOneView }, async ({ params, body }) =>
      answer(await discussAgendaItem(params.id, params.agendaItemId, body.discussed)),
    )
    .post('/hr/appraisals/one-on-ones/{id}/action-items', { summary: 'Add an action item (owner: one of the two, default the employee)', access: OWN, params: IdParams, body: ActionItemBody, status: 201, response: OneOnOneView }, async ({ params, body }) =>
      answer(await addActionItem(params.id, body)),
    )
    .put('/hr/appraisals/one-on-ones/{id}/action-items/{actionItemId}/status', { summary: 'Set an action item TODO or DONE', access: OWN, params: ActionParams, body: ActionItemStatusBody, response: OneOnOneView }, async ({ params, body }) =>
      answer(await setActionItemStatus(params.id, params.actionItemId, body.status)),
    );
}
