import { fillTemplate } from '../../../../shared/invoicing';
import type { DunningConfigInput } from '../../../../shared/schemas/invoicing';
import { formatCents } from '../../../../shared/money';
import { refusal } from '../../../platform/http/problem';
import { DunningConfig, type StoredDunningLevel } from '../models';

export interface DunningSettings {
  enabled: boolean;
  levels: StoredDunningLevel[];
  updatedAt: Date | null;
}

/** Three levels a new tenant starts from (off until it turns dunning on). */
export const DEFAULT_DUNNING_LEVELS: StoredDunningLevel[] = [
  {
    daysAfterDue: 7,
    feeCents: null,
    subjectFr: 'Rappel : facture {pieceNumber} échue',
    bodyFr:
      'Bonjour,\n\nSauf erreur de notre part, la facture {pieceNumber} du {issueDate}, échue le {dueDate}, reste impayée : {amountDue} {currency}.\nMerci de procéder à son règlement ; si celui-ci est en cours, merci de ne pas tenir compte de ce message.\n\nCordialement,\n{companyName}',
    subjectEn: 'Reminder: invoice {pieceNumber} is overdue',
    bodyEn:
      'Hello,\n\nUnless we are mistaken, invoice {pieceNumber} of {issueDate}, due on {dueDate}, is still unpaid: {amountDue} {currency}.\nPlease settle it; if payment is on its way, please disregard this message.\n\nBest regards,\n{companyName}',
  },
  {
    daysAfterDue: 15,
    feeCents: null,
    subjectFr: 'Deuxième rappel : facture {pieceNumber}',
    bodyFr:
      'Bonjour,\n\nMalgré notre précédent rappel, la facture {pieceNumber} échue le {dueDate} reste impayée depuis {daysOverdue} jours : {amountDue} {currency}.\nMerci de la régler dans les meilleurs délais.\n\nCordialement,\n{companyName}',
    subjectEn: 'Second reminder: invoice {pieceNumber}',
    bodyEn:
      'Hello,\n\nDespite our previous reminder, invoice {pieceNumber} due on {dueDate} has been unpaid for {daysOverdue} days: {amountDue} {currency}.\nPlease settle it as soon as possible.\n\nBest regards,\n{companyName}',
  },
  {
    daysAfterDue: 30,
    feeCents: null,
    subjectFr: 'Mise en demeure : facture {pieceNumber}',
    bodyFr:
      'Bonjour,\n\nLa facture {pieceNumber} échue le {dueDate} reste impayée depuis {daysOverdue} jours : {amountDue} {currency}.\nÀ défaut de règlement sous huit jours, nous engagerons les démarches de recouvrement.\n\n{companyName}',
    subjectEn: 'Final notice: invoice {pieceNumber}',
    bodyEn:
      'Hello,\n\nInvoice {pieceNumber} due on {dueDate} has been unpaid for {daysOverdue} days: {amountDue} {currency}.\nWithout payment within eight days, we will start recovery proceedings.\n\n{companyName}',
  },
];

export async function dunningSettings(): Promise<DunningSettings> {
  const row = await DunningConfig.findOne();
  return row ? { enabled: row.enabled, levels: row.levels, updatedAt: row.updatedAt } : { enabled: false, levels: DEFAULT_DUNNING_LEVELS, updatedAt: null };
}

export async function saveDunning(input: DunningConfigInput): Promise<DunningSettings> {
  const levels: StoredDunningLevel[] = input.levels.map((l) => ({
    daysAfterDue: l.daysAfterDue,
    feeCents: l.fee ?? null,
    subjectFr: l.subjectFr,
    bodyFr: l.bodyFr,
    subjectEn: l.subjectEn,
    bodyEn: l.bodyEn,
  }));
  await DunningConfig.bulkCreate([{ enabled: input.enabled, levels }], { ignoreDuplicates: true });
  const row = await DunningConfig.findOne();
  if (!row) throw new Error('The dunning configuration could not be saved');
  await row.update({ enabled: input.enabled, levels });
  return { enabled: row.enabled, levels: row.levels, updatedAt: row.updatedAt };
}

/**
 * The level an overdue invoice is due for on `day`: the one after its last reminder, once `day`
 * is at least that level's number of days past the due date; null when none is due.
 */
export function dueLevel(dueDate: string, lastLevel: number, levels: readonly StoredDunningLevel[], day: string): number | null {
  const next = lastLevel + 1;
  const level = levels[next - 1];
  if (!level) return null;
  const threshold = new Date(`${dueDate}T00:00:00Z`);
  threshold.setUTCDate(threshold.getUTCDate() + level.daysAfterDue);
  return day >= threshold.toISOString().slice(0, 10) && day > dueDate ? next : null;
}

/** The template of a level; a manual reminder past the last level repeats the last one. */
export function templateOf(levels: readonly StoredDunningLevel[], level: number): StoredDunningLevel {
  const list = levels.length ? levels : DEFAULT_DUNNING_LEVELS;
  return list[Math.min(level, list.length) - 1];
}

export function renderReminder(
  template: StoredDunningLevel,
  language: 'fr' | 'en',
  values: { customerName: string; pieceNumber: string; issueDate: string; dueDate: string; amountInclTaxCents: number; amountDueCents: number; currency: string; daysOverdue: number; level: number; companyName: string },
): { subject: string; text: string } {
  const filled = {
    ...values,
    amountInclTax: formatCents(values.amountInclTaxCents),
    amountDue: formatCents(values.amountDueCents),
    daysOverdue: String(Math.max(values.daysOverdue, 0)),
    level: String(values.level),
    fee: template.feeCents === null ? '' : formatCents(template.feeCents),
  };
  const subject = fillTemplate(language === 'en' ? template.subjectEn : template.subjectFr, filled).slice(0, 200);
  let text = fillTemplate(language === 'en' ? template.bodyEn : template.bodyFr, filled);
  if (template.feeCents !== null && !(language === 'en' ? template.bodyEn : template.bodyFr).includes('{fee}')) {
    text += language === 'en' ? `\n\nRecovery fee: ${filled.fee} ${values.currency}.` : `\n\nFrais de recouvrement : ${filled.fee} ${values.currency}.`;
  }
  return { subject, text };
}

export function assertRemindable(remainingCents: number, pieceNumber: string): void {
  if (remainingCents <= 0) throw refusal('BUSINESS_RULE', 'invoicing.nothingToRemind', { piece: pieceNumber });
}
