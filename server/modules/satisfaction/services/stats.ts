import Big from 'big.js';
import { ENPS_MAX, ENPS_MIN, MIN_GROUP_SIZE, RATING_MAX, RATING_MIN, type QuestionType } from '../../../../shared/satisfaction';

/** Pure computations of survey results: eNPS, averages, distributions and small-group suppression. */

const HALF_UP = 1;
const fixed = (value: Big) => value.round(2, HALF_UP).toFixed(2);
const percentOf = (part: number, whole: number) => fixed(new Big(part).times(100).div(whole));

export interface Enps {
  score: string;
  promoters: number;
  passives: number;
  detractors: number;
  promotersPercent: string;
  passivesPercent: string;
  detractorsPercent: string;
}

/**
 * eNPS of a set of 0–10 answers: promoters (9–10) minus detractors (0–6), in % of the answers,
 * computed exactly ((P − D) × 100 ÷ N) and rounded half-up to two decimals once, at the end.
 */
export function enps(scores: readonly number[]): Enps | null {
  if (!scores.length) return null;
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  const passives = scores.length - promoters - detractors;
  return {
    score: percentOf(promoters - detractors, scores.length),
    promoters,
    passives,
    detractors,
    promotersPercent: percentOf(promoters, scores.length),
    passivesPercent: percentOf(passives, scores.length),
    detractorsPercent: percentOf(detractors, scores.length),
  };
}

/** The mean of integer answers, exact then rounded half-up to two decimals. */
export function average(values: readonly number[]): string | null {
  if (!values.length) return null;
  return fixed(new Big(values.reduce((a, b) => a + b, 0)).div(values.length));
}

/** How many gave each value of the scale, every value listed. */
export function distribution(values: readonly number[], min: number, max: number): Array<{ value: number; count: number }> {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, count: values.filter((v) => v === min + i).length }));
}

/**
 * Which groups may be shown. A group under the minimum size is hidden; and when the hidden groups
 * together hold between 1 and minimum − 1 members, the smallest shown groups are hidden too until
 * they hold at least the minimum — otherwise the whole minus the shown groups would give away the
 * small ones. `forced` groups are hidden whatever their size. Ties go by key, so the answer is
 * the same on every call.
 */
export function visibleGroups(counts: ReadonlyMap<string, number>, forced: ReadonlySet<string> = new Set()): Set<string> {
  const visible = [...counts]
    .filter(([key, n]) => n >= MIN_GROUP_SIZE && !forced.has(key))
    .sort(([ka, a], [kb, b]) => a - b || ka.localeCompare(kb));
  let hidden = [...counts].filter(([key]) => !visible.some(([k]) => k === key)).reduce((sum, [, n]) => sum + n, 0);
  while (hidden > 0 && hidden < MIN_GROUP_SIZE && visible.length) {
    const [, n] = visible.shift() as [string, number];
    hidden += n;
  }
  return new Set(visible.map(([key]) => key));
}

export interface AnswerValue {
  numberValue: number | null;
  textValue: string | null;
}

export interface QuestionSpec {
  id: string;
  type: QuestionType;
  label: string;
  options: string[];
}

export interface QuestionResult {
  questionId: string;
  type: QuestionType;
  label: string;
  hidden: boolean;
  answeredCount: number | null;
  average: string | null;
  distribution: Array<{ value: number; count: number }>;
  enps: Enps | null;
  options: Array<{ option: string; count: number; percent: string }>;
  texts: string[];
}

/**
 * The figures of one question over a group's answers; nothing but the label when `hidden` or
 * when fewer than the minimum answered. Texts only when `withTexts`, sorted (never in answer order).
 */
export function questionResult(question: QuestionSpec, answers: readonly AnswerValue[], hidden: boolean, withTexts: boolean): QuestionResult {
  const empty: QuestionResult = {
    questionId: question.id,
    type: question.type,
    label: question.label,
    hidden: true,
    answeredCount: null,
    average: null,
    distribution: [],
    enps: null,
    options: [],
    texts: [],
  };
  if (hidden || answers.length < MIN_GROUP_SIZE) return empty;
  const numbers = answers.map((a) => a.numberValue).filter((n): n is number => n !== null);
  const texts = answers.map((a) => a.textValue).filter((t): t is string => t !== null);
  const result: QuestionResult = { ...empty, hidden: false, answeredCount: answers.length };
  if (question.type === 'RATING') {
    return { ...result, average: average(numbers), distribution: distribution(numbers, RATING_MIN, RATING_MAX) };
  }
  if (question.type === 'ENPS') {
    return { ...result, average: average(numbers), distribution: distribution(numbers, ENPS_MIN, ENPS_MAX), enps: enps(numbers) };
  }
  if (question.type === 'CHOICE') {
    return {
      ...result,
      options: question.options.map((option) => {
        const count = texts.filter((t) => t === option).length;
        return { option, count, percent: percentOf(count, texts.length) };
      }),
    };
  }
  return { ...result, texts: withTexts ? [...texts].sort((a, b) => a.localeCompare(b)) : [] };
}
