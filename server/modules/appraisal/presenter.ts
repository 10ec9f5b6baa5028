import { Op } from 'sequelize';
import type { z } from 'zod';
import type * as V from '../../../shared/views/appraisal';
import { allowedActions } from '../../platform/state-machine';
import { port } from '../../platform/modules';
import { Appraisal, AppraisalCycle, AppraisalForm, Campaign, FeedbackRequest, Objective, OneOnOne, Subject } from './models';
import type { ObjectiveHistory } from './models';
import { isMe, type Scope } from './policy';
import { isReviewer, uiActions } from './services/appraisals';
import { formsInUse } from './services/forms';
import { progressOf } from './services/cycles';
import { canDecide, mayEdit } from './services/objectives';
import { itemsOf } from './services/one-on-ones';
import { OBJECTIVE_STATES } from './states';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);
const names = async (ids: Array<string | null | undefined>) => port('people').employeeSummaries(ids.filter((x): x is string => Boolean(x)));
const userNames = async (ids: Array<string | null | undefined>) => port('people').users(ids);
const personOf = (map: Map<string, { name: string }>, id: string | null | undefined) => (id ? { id, name: map.get(id)?.name ?? '' } : null);

export async function presentForms(forms: AppraisalForm[]): Promise<Array<z.infer<typeof V.FormView>>> {
  const used = await formsInUse(forms.map((f) => f.id));
  return forms.map((f) => ({ id: f.id, name: f.name, description: f.description ?? null, sections: f.sections, inUse: used.has(f.id), createdAt: iso(f.createdAt) as string }));
}

export async function presentCycles(cycles: AppraisalCycle[]): Promise<Array<z.infer<typeof V.CycleView>>> {
  const progress = await progressOf(cycles.map((c) => c.id));
  const forms = new Map((await AppraisalForm.findAll({ where: { id: { [Op.in]: cycles.map((c) => c.formId) } } })).map((f) => [f.id, f.name]));
  return cycles.map((c) => {
    const byStatus = progress.get(c.id) as z.infer<typeof V.CycleView>['progress']['byStatus'];
    const total = Object.values(byStatus).reduce((s, n) => s + n, 0);
    return {
      id: c.id,
      name: c.name,
      form: { id: c.formId, name: forms.get(c.formId) ?? '' },
      opensOn: c.opensOn,
      closesOn: c.closesOn,
      status: c.status,
      openedAt: iso(c.openedAt),
      closedAt: iso(c.closedAt),
      progress: { total, byStatus, signedPercent: total ? Math.floor((byStatus.SIGNED * 100) / total) : 0 },
    };
  });
}

const answersOf = (list: Appraisal['selfAnswers']) => (list ?? []).map((a) => ({ questionId: a.questionId, rating: a.rating ?? null, text: a.text ?? null, objectiveId: a.objectiveId ?? null }));

export async function presentAppraisals(list: Appraisal[], scope: Scope) {
  const cycles = new Map((await AppraisalCycle.findAll({ where: { id: { [Op.in]: [...new Set(list.map((a) => a.cycleId))] } } })).map((c) => [c.id, c]));
  const employees = await names(list.flatMap((a) => [a.employeeId, a.managerEmployeeId]));
  const users = await userNames(list.flatMap((a) => [a.employeeSignedBy, a.managerSignedBy]));
  return list.map((a) => {
    const cycle = cycles.get(a.cycleId) as AppraisalCycle;
    return {
      id: a.id,
      cycle: { id: cycle.id, name: cycle.name, status: cycle.status, opensOn: cycle.opensOn, closesOn: cycle.closesOn },
      employee: personOf(employees, a.employeeId) as { id: string; name: string },
      manager: personOf(employees, a.managerEmployeeId),
      status: a.status,
      selfSubmittedAt: iso(a.selfSubmittedAt),
      reviewedAt: iso(a.reviewedAt),
      employeeSignedAt: iso(a.employeeSignedAt),
      employeeSignedBy: personOf(users, a.employeeSignedBy),
      managerSignedAt: iso(a.managerSignedAt),
      managerSignedBy: personOf(users, a.managerSignedBy),
      allowedActions: uiActions(scope, a, cycle),
    };
  });
}

/** One appraisal with its form and answers: each side sees the other's answers once they are handed on. */
export async function presentAppraisal(a: Appraisal, scope: Scope): Promise<z.infer<typeof V.AppraisalView>> {
  const [summary] = await presentAppraisals([a], scope);
  const cycle = (await AppraisalCycle.findByPk(a.cycleId)) as AppraisalCycle;
  const own = isMe(scope, a.employeeId);
  const selfVisible = own || a.selfSubmittedAt !== null;
  const reviewVisible = (isReviewer(scope, a) && !own) || a.status === 'AWAITING_SIGNATURE' || a.status === 'SIGNED';
  const objectives = await Objective.findAll({ where: { ownerEmployeeId: a.employeeId, type: 'INDIVIDUAL', status: { [Op.in]: ['APPROVED', 'ACHIEVED', 'NOT_ACHIEVED'] } }, order: [['title', 'ASC']] });
  return {
    ...summary,
    sections: cycle.sections ?? [],
    selfAnswers: selfVisible ? answersOf(a.selfAnswers) : null,
    managerAnswers: reviewVisible ? answersOf(a.managerAnswers) : null,
    objectives: objectives.map((o) => ({ id: o.id, title: o.title, status: o.status, progress: o.progress, weighting: o.weighting })),
  };
}

export async function presentObjectiveSummaries(list: Objective[]): Promise<Array<z.infer<typeof V.ObjectiveSummaryView>>> {
  const owners = await names(list.map((o) => o.ownerEmployeeId));
  return list.map((o) => ({ id: o.id, title: o.title, type: o.type, status: o.status, parentId: o.parentId ?? null, owner: personOf(owners, o.ownerEmployeeId), weighting: o.weighting, progress: o.progress, dueDate: o.dueDate ?? null }));
}

export async function presentObjective(o: Objective, scope: Scope, history: ObjectiveHistory[], approver: boolean): Promise<z.infer<typeof V.ObjectiveView>> {
  const [summary] = await presentObjectiveSummaries([o]);
  const parent = o.parentId ? await Objective.findByPk(o.parentId) : null;
  const users = await userNames(history.map((h) => h.actorUserId));
  const editable = mayEdit(scope, o);
  const decides = approver && !isMe(scope, o.ownerEmployeeId) && canDecide(scope, o);
  const actions = allowedActions(OBJECTIVE_STATES, o.status).filter((a) => (a === 'submit' || a === 'revise' ? editable : decides));
  return {
    ...summary,
    description: o.description ?? null,
    parent: parent ? { id: parent.id, title: parent.title } : null,
    cycleId: o.cycleId ?? null,
    milestones: o.milestones ?? [],
    kpis: o.kpis ?? [],
    workflowInstanceId: o.workflowInstanceId ?? null,
    history: history.map((h) => ({ action: h.action, fromStatus: h.fromStatus, toStatus: h.toStatus, at: iso(h.at) as string, by: personOf(users, h.actorUserId), comment: h.comment ?? null })),
    allowedActions: [
      ...actions,
      ...(editable && (o.status === 'DRAFT' || o.status === 'REJECTED') ? (['edit'] as const) : []),
      ...(editable && o.status !== 'ACHIEVED' && o.status !== 'NOT_ACHIEVED' ? (['progress'] as const) : []),
    ],
  };
}

export async function presentOneOnOnes(list: OneOnOne[]): Promise<Array<z.infer<typeof V.OneOnOneView>>> {
  const people = await names(list.flatMap((o) => [o.managerEmployeeId, o.employeeId]));
  const { agenda, actions } = await itemsOf(list.map((o) => o.id));
  const owners = await names(actions.map((a) => a.ownerEmployeeId));
  return list.map((o) => ({
    id: o.id,
    manager: personOf(people, o.managerEmployeeId) as { id: string; name: string },
    employee: personOf(people, o.employeeId) as { id: string; name: string },
    scheduledAt: iso(o.scheduledAt) as string,
    status: o.status,
    notes: o.notes ?? null,
    completedAt: iso(o.completedAt),
    cancelledAt: iso(o.cancelledAt),
    cancelReason: o.cancelReason ?? null,
    agendaItems: agenda.filter((i) => i.oneOnOneId === o.id).map((i) => ({ id: i.id, title: i.title, discussed: i.discussed })),
    actionItems: actions
      .filter((i) => i.oneOnOneId === o.id)
      .map((i) => ({ id: i.id, title: i.title, status: i.status, owner: personOf(owners, i.ownerEmployeeId), dueDate: i.dueDate ?? null, carriedFromId: i.carriedFromId ?? null })),
  }));
}

export async function presentCampaign(c: Campaign): Promise<z.infer<typeof V.CampaignView>> {
  const subjects = await Subject.findAll({ where: { campaignId: c.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  const requests = await FeedbackRequest.findAll({ where: { campaignId: c.id }, order: [['createdAt', 'ASC'], ['id', 'ASC']] });
  const people = await names([...subjects.map((s) => s.employeeId), ...requests.map((r) => r.reviewerEmployeeId)]);
  const [counts] = await presentCampaignCounts([c]);
  return {
    ...counts,
    questions: c.questions,
    subjects: subjects.map((s) => ({
      id: s.id,
      employee: personOf(people, s.employeeId) as { id: string; name: string },
      reviewers: requests
        .filter((r) => r.subjectId === s.id)
        .map((r) => ({ requestId: r.id, employee: personOf(people, r.reviewerEmployeeId) as { id: string; name: string }, relationship: r.relationship, status: r.status, remindedAt: iso(r.remindedAt) })),
    })),
  };
}

export async function presentCampaignCounts(list: Campaign[]) {
  const ids = list.map((c) => c.id);
  const requests = ids.length ? await FeedbackRequest.findAll({ where: { campaignId: { [Op.in]: ids } }, attributes: ['campaignId', 'status'] }) : [];
  return list.map((c) => ({
    id: c.id,
    name: c.name,
    status: c.status,
    dueDate: c.dueDate ?? null,
    launchedAt: iso(c.launchedAt),
    closedAt: iso(c.closedAt),
    requests: requests.filter((r) => r.campaignId === c.id).length,
    responses: requests.filter((r) => r.campaignId === c.id && r.status === 'SUBMITTED').length,
  }));
}

