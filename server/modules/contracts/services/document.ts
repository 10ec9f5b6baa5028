import { fillPlaceholders, frenchDate, frenchHours, frenchMoney, textBlocks } from '../../../../shared/contract-text';
import { requireContext } from '../../../platform/tenancy/context';
import { port } from '../../../platform/modules';
import type { Contract, ContractAmendment } from '../models';
import type { AmendmentValues } from '../models/contract-amendment';
import { appServices } from '../../../platform/modules';
import { currentCompany, placeholderValues, type TermsForText } from './values';

function isoToday(): string {
  return requireContext().now().toISOString().slice(0, 10);
}

/** The contract's text with every placeholder filled from the employee, the terms and the company. */
export async function contractText(contract: Contract): Promise<string> {
  const [company, employee] = await Promise.all([currentCompany(), port('people').requireEmployee(contract.employeeId)]);
  return fillPlaceholders(contract.body, placeholderValues(company, employee, contract, contract.signedOn ?? isoToday()));
}

/** Preview of a text for an employee and terms (the editor shows it as the user types). */
export async function previewText(body: string, employeeId: string, terms: TermsForText): Promise<string> {
  const [company, employee] = await Promise.all([currentCompany(), port('people').requireEmployee(employeeId)]);
  return fillPlaceholders(body, placeholderValues(company, employee, { ...terms, currency: terms.currency || company.currency }, isoToday()));
}

const FIELD_LABELS: Record<string, string> = {
  salary: 'Salaire mensuel brut',
  weeklyHours: 'Durée hebdomadaire',
  jobTitle: 'Poste',
  workLocation: 'Lieu de travail',
  endDate: 'Date de fin',
  trialPeriodEndDate: "Fin de la période d'essai",
};

/**
 * `Salaire mensuel brut : de 450 000 F CFA à 500 000 F CFA` (an applied change), or
 * `Salaire mensuel brut : 500 000 F CFA` (signed, to come). Words, not an arrow: the PDF font
 * has no arrow glyph.
 */
export function describeChange(field: string, before: AmendmentValues[keyof AmendmentValues], after: AmendmentValues[keyof AmendmentValues], currency: string): string {
  const show = (value: typeof before) => {
    if (value === null || value === undefined) return '—';
    if (field === 'salary') return frenchMoney(value as number, currency);
    if (field === 'weeklyHours') return frenchHours(value as number) ?? '—';
    if (field === 'endDate' || field === 'trialPeriodEndDate') return frenchDate(String(value)) ?? '—';
    return String(value);
  };
  return `${FIELD_LABELS[field] ?? field} : ${before === undefined ? show(after) : `de ${show(before)} à ${show(after)}`}`;
}

/**
 * The contract as a PDF: its filled text, then every amendment that took effect (or is signed
 * and waiting for its date), then the signature block.
 */
export async function contractPdf(contract: Contract, amendments: readonly ContractAmendment[]): Promise<Buffer> {
  const company = await currentCompany();
  const text = await contractText(contract);
  const content: object[] = [];
  for (const block of textBlocks(text)) {
    if (block.kind === 'title') content.push({ text: block.text, style: 'title' });
    else if (block.kind === 'heading') content.push({ text: block.text, style: 'heading' });
    else content.push({ text: block.text, style: 'paragraph' });
  }
  const annexed = amendments.filter((a) => a.status === 'APPLIED' || a.status === 'SIGNED');
  if (annexed.length) {
    content.push({ text: 'Avenants', style: 'title', pageBreak: 'before' });
    for (const a of annexed) {
      content.push({ text: `Avenant n° ${a.number} — effet au ${frenchDate(a.effectiveDate)}${a.status === 'SIGNED' ? ' (signé, à venir)' : ''}`, style: 'heading' });
      content.push({ text: a.reason, style: 'paragraph' });
      const before = a.previousValues ?? {};
      content.push({
        ul: Object.entries(a.changes).map(([field, value]) => describeChange(field, a.status === 'APPLIED' ? before[field as keyof AmendmentValues] : undefined, value, contract.currency)),
        style: 'paragraph',
      });
    }
  }
  return appServices().pdf.render({
    info: { title: `Contrat ${contract.reference}`, subject: contract.type },
    pageSize: 'A4',
    pageMargins: [56, 64, 56, 64],
    header: { text: `${company.name} — ${contract.reference}`, alignment: 'right', margin: [56, 24, 56, 0], fontSize: 8, color: '#666666' },
    content,
    styles: {
      title: { fontSize: 16, bold: true, alignment: 'center', margin: [0, 0, 0, 16] },
      heading: { fontSize: 11, bold: true, margin: [0, 12, 0, 4] },
      paragraph: { fontSize: 10, lineHeight: 1.25, margin: [0, 0, 0, 8], alignment: 'justify' },
    },
  });
}
