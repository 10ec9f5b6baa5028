import { MIN_GROUP_SIZE } from '../../../../shared/satisfaction';
import { port } from '../../../platform/modules';
import { Assignment, SurveyAnswer, SurveyResponse } from '../models';
import { optionsOf } from '../models/survey';
import { findSurvey, questionsOf } from './surveys';
import { questionResult, visibleGroups, type AnswerValue, type QuestionResult, type QuestionSpec } from './stats';

const NO_DEPARTMENT = 'none';
const keyOf = (departmentId: string | null) => departmentId ?? NO_DEPARTMENT;

export interface GroupResult {
  kind: 'DEPARTMENT' | 'NO_DEPARTMENT' | 'OTHERS';
  departmentId: string | null;
  name: string | null;
  respondentCount: number;
  questions: QuestionResult[];
}

/**
 * The consolidated results of a survey, anonymous: figures over groups of at least
 * MIN_GROUP_SIZE respondents only, computed from the response rows (which name nobody).
 *
 * Groups are the respondents' departments. Which departments may be shown is decided once, over
 * the whole survey (`visibleGroups`: small ones hidden, and the smallest shown ones with them
 * while the hidden ones hold 1 or 2 people), and per question the same way over the departments
 * shown. The breakdown and the department filter both follow that one decision, so no filter
 * and no subtraction of what is shown narrows a group below the minimum. The hidden departments
 * are shown pooled as OTHERS (at least the minimum, by construction).
 */
export async function surveyResults(surveyId: string, filterDepartmentId?: string) {
  const survey = await findSurvey(surveyId);
  const questions: QuestionSpec[] = (await questionsOf(survey.id)).map((q) => ({ id: q.id, type: q.type, label: q.label, options: optionsOf(q) }));
  const responses = await SurveyResponse.findAll({ where: { surveyId: survey.id }, attributes: ['id', 'departmentId'] });
  const answers = await SurveyAnswer.findAll({ where: { surveyId: survey.id }, attributes: ['responseId', 'questionId', 'numberValue', 'textValue'] });

  const groupOf = new Map(responses.map((r) => [r.id, keyOf(r.departmentId)]));
  const respondents = new Map<string, number>();
  for (const r of responses) respondents.set(keyOf(r.departmentId), (respondents.get(keyOf(r.departmentId)) ?? 0) + 1);
  /** answers[question][group] */
  const byQuestion = new Map<string, Map<string, AnswerValue[]>>(questions.map((q) => [q.id, new Map()]));
  for (const a of answers) {
    const groups = byQuestion.get(a.questionId);
    const group = groupOf.get(a.responseId);
    if (!groups || !group) continue;
    groups.set(group, [...(groups.get(group) ?? []), { numberValue: a.numberValue, textValue: a.textValue }]);
  }

  const shownGroups = visibleGroups(respondents);
  const hiddenGroups = new Set([...respondents.keys()].filter((k) => !shownGroups.has(k)));
  const shownPerQuestion = new Map(
    questions.map((q) => {
      const counts = new Map([...respondents.keys()].map((g) => [g, byQuestion.get(q.id)?.get(g)?.length ?? 0]));
      return [q.id, visibleGroups(counts, hiddenGroups)];
    }),
  );
  const answersOf = (questionId: string, groups: Iterable<string>) => [...groups].flatMap((g) => byQuestion.get(questionId)?.get(g) ?? []);
  const total = responses.length;
  const base = {
    surveyId: survey.id,
    title: survey.title,
    kind: survey.kind,
    status: survey.status,
    minGroupSize: MIN_GROUP_SIZE,
    departmentId: filterDepartmentId ?? null,
  };

  if (filterDepartmentId) {
    const key = keyOf(filterDepartmentId);
    const shown = shownGroups.has(key);
    return {
      ...base,
      assignedCount: null,
      hidden: !shown,
      respondentCount: shown ? (respondents.get(key) ?? 0) : null,
      questions: questions.map((q) => questionResult(q, answersOf(q.id, [key]), !shown || !shownPerQuestion.get(q.id)?.has(key), true)),
      breakdown: [],
    };
  }

  const assignedCount = await Assignment.count({ where: { surveyId: survey.id } });
  const hidden = total < MIN_GROUP_SIZE;
  const names = new Map((await port('people').departmentList()).map((d) => [d.id, d.name]));
  const breakdown: GroupResult[] = hidden
    ? []
    : [...shownGroups]
        .map((g): GroupResult => ({
          kind: g === NO_DEPARTMENT ? 'NO_DEPARTMENT' : 'DEPARTMENT',
          departmentId: g === NO_DEPARTMENT ? null : g,
          name: g === NO_DEPARTMENT ? null : (names.get(g) ?? null),
          respondentCount: respondents.get(g) ?? 0,
          questions: questions.map((q) => questionResult(q, answersOf(q.id, [g]), !shownPerQuestion.get(q.id)?.has(g), false)),
        }))
        .sort((a, b) => (a.name ?? '\uffff').localeCompare(b.name ?? '\uffff'));
  if (!hidden && hiddenGroups.size) {
    // The pooled groups: per question, every group not shown for it (at least the minimum, or none).
    breakdown.push({
      kind: 'OTHERS',
      departmentId: null,
      name: null,
      respondentCount: [...hiddenGroups].reduce((sum, g) => sum + (respondents.get(g) ?? 0), 0),
      questions: questions.map((q) => {
        const pooled = [...respondents.keys()].filter((g) => !shownPerQuestion.get(q.id)?.has(g));
        return questionResult(q, answersOf(q.id, pooled), false, false);
      }),
    });
  }
  return {
    ...base,
    assignedCount,
    hidden,
    respondentCount: hidden ? null : total,
    questions: questions.map((q) => questionResult(q, answersOf(q.id, respondents.keys()), hidden, true)),
    breakdown,
  };
}
