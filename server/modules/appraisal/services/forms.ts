import { randomUUID } from 'node:crypto';
import { Op } from 'sequelize';
import type { FormInput } from '../../../../shared/schemas/appraisal';
import { listQuery, pageOptions, type PageQuery } from '../../../platform/http/list';
import { notFound, refusal } from '../../../platform/http/problem';
import { AppraisalCycle, AppraisalForm } from '../models';
import type { Section } from '../models/cycles';

export const FormsQuery = listQuery(['name', 'createdAt']);

const shortId = () => randomUUID().slice(0, 8);

/** Sections with an id on every section and question (kept when the client sent one). */
export function normalizeSections(input: FormInput['sections']): Section[] {
  return input.map((s) => ({
    id: s.id ?? `s-${shortId()}`,
    title: s.title,
    questions: s.questions.map((q) => ({ id: q.id ?? `q-${shortId()}`, type: q.type, label: q.label, scaleMax: q.type === 'RATING' ? (q.scaleMax ?? 5) : 0 })),
  }));
}

function assertUniqueIds(sections: Section[]): void {
  const ids = sections.flatMap((s) => [s.id, ...s.questions.map((q) => q.id)]);
  if (new Set(ids).size !== ids.length) throw refusal('BUSINESS_RULE', 'appraisal.duplicateQuestionId', {}, { errors: [{ path: 'sections', message: 'Duplicate id' }] });
}

export async function findForm(id: string): Promise<AppraisalForm> {
  const form = await AppraisalForm.findByPk(id);
  if (!form) throw notFound('Evaluation form', id);
  return form;
}

export async function createForm(input: FormInput): Promise<AppraisalForm> {
  const sections = normalizeSections(input.sections);
  assertUniqueIds(sections);
  return AppraisalForm.create({ name: input.name, description: input.description || null, sections });
}

/** A form can be edited at any time: cycles keep the copy of the sections taken when they opened. */
export async function updateForm(id: string, input: FormInput): Promise<AppraisalForm> {
  const form = await findForm(id);
  const sections = normalizeSections(input.sections);
  assertUniqueIds(sections);
  await form.update({ name: input.name, description: input.description || null, sections });
  return form;
}

export async function formsInUse(ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await AppraisalCycle.findAll({ where: { formId: { [Op.in]: ids } }, attributes: ['formId'] });
  return new Set(rows.map((r) => r.formId));
}

export async function deleteForm(id: string): Promise<void> {
  const form = await findForm(id);
  if ((await formsInUse([id])).size) throw refusal('BUSINESS_RULE', 'appraisal.formInUse');
  await form.destroy();
}

export async function listForms(q: PageQuery) {
  return AppraisalForm.findAndCountAll(pageOptions(q, [['name', 'ASC'], ['id', 'ASC']]));
}
