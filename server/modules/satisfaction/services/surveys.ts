import { Op, Transaction } from 'sequelize';
import type { SurveyAction } from '../../../../shared/satisfaction';
import type { OpenSurveyInput, SurveyInput } from '../../../../shared/schemas/satisfaction';
import { notFound, refusal, type FieldError } from '../../../platform/http/problem';
import { renderMessage } from '../../../platform/http/messages';
import { port } from '../../../platform/modules';
import { transition } from '../../../platform/state-machine';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Assignment, Survey, SurveyDepartment, SurveyQuestion } from '../models';
import { SURVEY_STATES } from '../states';
import { recipientsOf } from './recipients';

/** The survey, row-locked on PostgreSQL, after the state machine allowed the action. */
async function lockFor(id: string, action: SurveyAction): Promise<Survey> {
  const survey = await Survey.findByPk(id, { lock: Transaction.LOCK.UPDATE });
  if (!survey) throw notFound('Survey', id);
  transition(SURVEY_STATES, survey.status, action);
  return survey;
}

async function writeQuestions(surveyId: string, questions: SurveyInput['questions']): Promise<void> {
  await SurveyQuestion.destroy({ where: { surveyId } });
  for (const [i, q] of questions.entries()) {
    await SurveyQuestion.create({
      surveyId,
      position: i + 1,
      type: q.type,
      label: q.label,
      required: q.required,
      options: q.type === 'CHOICE' ? JSON.stringify(q.options) : null,
    });
  }
}

export async function createSurvey(input: SurveyInput): Promise<Survey> {
  const survey = await Survey.create({
    kind: input.kind,
    title: input.title,
    description: input.description || null,
    createdBy: requireContext().userId,
  });
  await writeQuestions(survey.id, input.questions);
  return survey;
}

/** Replaces the title, description and questions of a draft. */
export async function updateSurvey(id: string, input: SurveyInput): Promise<Survey> {
  const survey = await lockFor(id, 'edit');
  await survey.update({ kind: input.kind, title: input.title, description: input.description || null });
  await writeQuestions(survey.id, input.questions);
  return survey;
}

export async function deleteSurvey(id: string): Promise<void> {
  const survey = await lockFor(id, 'delete');
  await SurveyQuestion.destroy({ where: { surveyId: survey.id } });
  await survey.destroy();
}

/**
 * Distributes a draft: one assignment per recipient (everyone, or the employees of the chosen
 * departments and their sub-departments), each with the recipient's department of the day.
 * Refused (422) when a department is unknown or nobody would receive it.
 */
export async function openSurvey(id: string, input: OpenSurveyInput): Promise<Survey> {
  const survey = await lockFor(id, 'open');
  const departmentIds = [...new Set(input.departmentIds ?? [])];
  const known = new Set((await port('people').departmentList()).map((d) => d.id));
  const errors: FieldError[] = departmentIds.flatMap((d, i) =>
    known.has(d) ? [] : [{ path: `departmentIds.${i}`, message: renderMessage('satisfaction.unknownDepartment'), rule: 'satisfaction.unknownDepartment' as const }],
  );
  if (errors.length) throw refusal('BUSINESS_RULE', 'satisfaction.unknownDepartment', {}, { errors });
  const recipients = await recipientsOf(input.audience, departmentIds);
  if (!recipients.length) throw refusal('BUSINESS_RULE', 'satisfaction.noRecipient');
  for (const departmentId of departmentIds) await SurveyDepartment.create({ surveyId: survey.id, departmentId });
  await Assignment.bulkCreate(recipients.map((r) => ({ surveyId: survey.id, userId: r.userId, departmentId: r.departmentId })));
  await survey.update({ status: 'OPEN', audience: input.audience, openedAt: now() });
  return survey;
}

export async function closeSurvey(id: string): Promise<Survey> {
  const survey = await lockFor(id, 'close');
  await survey.update({ status: 'CLOSED', closedAt: now() });
  return survey;
}

export async function findSurvey(id: string): Promise<Survey> {
  const survey = await Survey.findByPk(id);
  if (!survey) throw notFound('Survey', id);
  return survey;
}

export async function questionsOf(surveyId: string): Promise<SurveyQuestion[]> {
  return SurveyQuestion.findAll({ where: { surveyId }, order: [['position', 'ASC']] });
}

/** Assigned and answered counts per survey (never who). */
export async function participationOf(surveyIds: readonly string[]): Promise<Map<string, { assigned: number; answered: number }>> {
  const out = new Map(surveyIds.map((id) => [id, { assigned: 0, answered: 0 }]));
  if (!surveyIds.length) return out;
  const rows = await Assignment.findAll({ where: { surveyId: { [Op.in]: [...surveyIds] } }, attributes: ['surveyId', 'answeredAt'] });
  for (const row of rows) {
    const entry = out.get(row.surveyId);
    if (!entry) continue;
    entry.assigned += 1;
    if (row.answeredAt) entry.answered += 1;
  }
  return out;
}
