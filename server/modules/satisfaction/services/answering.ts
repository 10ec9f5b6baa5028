import { Op, Transaction, type WhereOptions } from 'sequelize';
import type { SurveyStatus } from '../../../../shared/satisfaction';
import { ENPS_MAX, ENPS_MIN, RATING_MAX, RATING_MIN } from '../../../../shared/satisfaction';
import type { ResponseInput } from '../../../../shared/schemas/satisfaction';
import { invalidState, notFound, refusal, type FieldError } from '../../../platform/http/problem';
import { renderMessage, type MessageKey, type MessageParams } from '../../../platform/http/messages';
import { pageOptions, type PageQuery } from '../../../platform/http/list';
import { now, requireContext } from '../../../platform/tenancy/context';
import { Assignment, Survey, SurveyAnswer, SurveyQuestion, SurveyResponse } from '../models';
import { optionsOf } from '../models/survey';

/** The caller's assignment of an open or closed survey, or 404 (not distributed to them, a draft, another tenant's). */
async function myAssignment(surveyId: string): Promise<{ survey: Survey; assignment: Assignment }> {
  const userId = requireContext().userId as string;
  const assignment = await Assignment.findOne({ where: { surveyId, userId } });
  const survey = assignment ? await Survey.findByPk(surveyId) : null;
  if (!assignment || !survey) throw notFound('Survey', surveyId);
  return { survey, assignment };
}

export async function mySurvey(surveyId: string): Promise<{ survey: Survey; answered: boolean }> {
  const { survey, assignment } = await myAssignment(surveyId);
  return { survey, answered: Boolean(assignment.answeredAt) };
}

/** The surveys distributed to the caller, newest first, with whether they answered. */
export async function mySurveys(query: PageQuery & { answered?: boolean; status?: SurveyStatus[] }) {
  const userId = requireContext().userId as string;
  const where: WhereOptions = { userId };
  if (query.answered === true) Object.assign(where, { answeredAt: { [Op.ne]: null } });
  if (query.answered === false) Object.assign(where, { answeredAt: null });
  const assignments = await Assignment.findAll({ where, attributes: ['surveyId', 'answeredAt'] });
  const answered = new Map(assignments.map((a) => [a.surveyId, Boolean(a.answeredAt)]));
  const { rows, count } = await Survey.findAndCountAll({
    where: { id: { [Op.in]: [...answered.keys()] }, status: { [Op.in]: query.status?.length ? query.status : ['OPEN', 'CLOSED'] } },
    ...pageOptions(query, [['openedAt', 'DESC'], ['id', 'ASC']]),
  });
  return { rows: rows.map((survey) => ({ survey, answered: answered.get(survey.id) ?? false })), count };
}

type Stored = { questionId: string; numberValue: number | null; textValue: string | null };

/** Checks each answer against its question; answers the rows to store or the field errors. */
function readAnswers(questions: SurveyQuestion[], input: ResponseInput): { rows: Stored[]; errors: FieldError[] } {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const rows: Stored[] = [];
  const errors: FieldError[] = [];
  const wrong = (i: number, rule: MessageKey, params: MessageParams = {}, field = 'value') =>
    errors.push({ path: `answers.${i}.${field}`, message: renderMessage(rule, params), rule, params });
  input.answers.forEach((answer, i) => {
    const question = byId.get(answer.questionId);
    if (!question) return wrong(i, 'satisfaction.notAQuestion', {}, 'questionId');
    if (seen.has(question.id)) return wrong(i, 'satisfaction.answeredTwice', {}, 'questionId');
    seen.add(question.id);
    const { value } = answer;
    if (question.type === 'RATING' || question.type === 'ENPS') {
      const [min, max] = question.type === 'RATING' ? [RATING_MIN, RATING_MAX] : [ENPS_MIN, ENPS_MAX];
      if (typeof value !== 'number' || value < min || value > max) return wrong(i, 'satisfaction.answerRange', { min, max });
      rows.push({ questionId: question.id, numberValue: value, textValue: null });
    } else if (question.type === 'CHOICE') {
      if (typeof value !== 'string' || !optionsOf(question).includes(value)) return wrong(i, 'satisfaction.answerOption');
      rows.push({ questionId: question.id, numberValue: null, textValue: value });
    } else {
      if (typeof value !== 'string') return wrong(i, 'satisfaction.answerText');
      rows.push({ questionId: question.id, numberValue: null, textValue: value });
    }
  });
  for (const q of questions) {
    if (q.required && !seen.has(q.id)) errors.push({ path: 'answers', message: renderMessage('satisfaction.questionRequired', { position: q.position }), rule: 'satisfaction.questionRequired', params: { position: q.position } });
  }
  return { rows, errors };
}

/**
 * Records the caller's answers. "Has answered" is a conditional update of their assignment
 * (answered_at still null): of two concurrent answers, the database lets one through and the
 * other finds the row already answered (409 DUPLICATE), on SQLite and PostgreSQL alike. The
 * response row carries no user, no assignment and no time, only the department of the day.
 */
export async function answerSurvey(surveyId: string, input: ResponseInput): Promise<void> {
  const { assignment } = await myAssignment(surveyId);
  // A shared lock: answers go side by side, a close waits for them (PostgreSQL; SQLite serializes writers).
  const survey = await Survey.findByPk(surveyId, { lock: Transaction.LOCK.SHARE });
  if (!survey) throw notFound('Survey', surveyId);
  if (survey.status !== 'OPEN') throw invalidState(survey.status, 'answer');
  const questions = await SurveyQuestion.findAll({ where: { surveyId }, order: [['position', 'ASC']] });
  const { rows, errors } = readAnswers(questions, input);
  if (errors.length) throw refusal('BUSINESS_RULE', 'satisfaction.invalidAnswers', {}, { errors });
  const [updated] = await Assignment.update({ answeredAt: now() }, { where: { id: assignment.id, answeredAt: null } });
  if (updated !== 1) throw refusal('DUPLICATE', 'satisfaction.alreadyAnswered');
  const response = await SurveyResponse.create({ surveyId, departmentId: assignment.departmentId });
  await SurveyAnswer.bulkCreate(rows.map((r) => ({ ...r, surveyId, responseId: response.id })));
}
