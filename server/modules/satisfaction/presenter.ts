import type { z } from 'zod';
import type { SurveyAction } from '../../../shared/satisfaction';
import type { CompanyValueView, FeedbackView, MySurveyView, QuestionView, SurveySummaryView, SurveyView } from '../../../shared/views/satisfaction';
import { port } from '../../platform/modules';
import type { CompanyValue, FeedbackMessage, Survey, SurveyQuestion } from './models';
import { optionsOf, SurveyDepartment } from './models/survey';
import { participationOf, questionsOf } from './services/surveys';
import { messageCounts } from './services/values';

const iso = (d: Date | null | undefined) => (d ? new Date(d).toISOString() : null);

const question = (q: SurveyQuestion): z.infer<typeof QuestionView> => ({
  id: q.id,
  position: q.position,
  type: q.type,
  label: q.label,
  required: q.required,
  options: optionsOf(q),
});

function header(s: Survey, counts: { assigned: number; answered: number }, actions: SurveyAction[]) {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    description: s.description ?? null,
    status: s.status,
    audience: s.audience ?? null,
    assignedCount: counts.assigned,
    answeredCount: counts.answered,
    createdAt: iso(s.createdAt) as string,
    openedAt: iso(s.openedAt),
    closedAt: iso(s.closedAt),
    allowedActions: actions,
  };
}

export async function presentSurvey(s: Survey, actions: SurveyAction[]): Promise<z.infer<typeof SurveyView>> {
  const counts = (await participationOf([s.id])).get(s.id) ?? { assigned: 0, answered: 0 };
  const chosen = await SurveyDepartment.findAll({ where: { surveyId: s.id } });
  const names = new Map((await port('people').departmentList()).map((d) => [d.id, d.name]));
  const creator = s.createdBy ? (await port('people').users([s.createdBy])).get(s.createdBy) : undefined;
  return {
    ...header(s, counts, actions),
    departments: chosen.map((d) => ({ id: d.departmentId, name: names.get(d.departmentId) ?? '' })).sort((a, b) => a.name.localeCompare(b.name)),
    questions: (await questionsOf(s.id)).map(question),
    createdBy: creator ? { id: creator.id, name: creator.name } : null,
  };
}

export async function presentSurveys(rows: Survey[], actionsOf: (s: Survey) => SurveyAction[]): Promise<Array<z.infer<typeof SurveySummaryView>>> {
  const counts = await participationOf(rows.map((s) => s.id));
  const out = [];
  for (const s of rows) {
    const questionCount = (await questionsOf(s.id)).length;
    out.push({ ...header(s, counts.get(s.id) ?? { assigned: 0, answered: 0 }, actionsOf(s)), questionCount });
  }
  return out;
}

export async function presentMySurvey(s: Survey, answered: boolean): Promise<z.infer<typeof MySurveyView>> {
  return {
    id: s.id,
    kind: s.kind,
    title: s.title,
    description: s.description ?? null,
    status: s.status,
    answered,
    openedAt: iso(s.openedAt),
    questions: (await questionsOf(s.id)).map(question),
  };
}

export async function presentValues(rows: CompanyValue[]): Promise<Array<z.infer<typeof CompanyValueView>>> {
  const counts = await messageCounts(rows.map((v) => v.id));
  return rows.map((v) => ({
    id: v.id,
    name: v.name,
    description: v.description ?? null,
    active: v.active,
    messageCount: counts.get(v.id) ?? 0,
    createdAt: iso(v.createdAt) as string,
  }));
}

export async function presentFeedback(rows: FeedbackMessage[], callerId: string, values: Map<string, CompanyValue>): Promise<Array<z.infer<typeof FeedbackView>>> {
  const users = await port('people').users(rows.flatMap((m) => [m.senderId, m.recipientId]));
  const person = (id: string) => ({ id, name: users.get(id)?.name ?? '' });
  return rows.map((m) => {
    const value = m.valueId ? values.get(m.valueId) : undefined;
    return {
      id: m.id,
      type: m.type,
      scope: m.scope,
      message: m.message,
      sender: person(m.senderId),
      recipient: person(m.recipientId),
      value: value ? { id: value.id, name: value.name } : null,
      createdAt: iso(m.createdAt) as string,
      canDelete: m.senderId === callerId,
    };
  });
}
