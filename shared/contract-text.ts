import { CONTRACT_TYPE_LABELS, type ContractType } from './contracts';

/**
 * Contract templates are text with {{placeholders}}. The same functions fill them on the server
 * (PDF) and in the renderer (live preview of the editor).
 */
export const PLACEHOLDERS = [
  { key: 'company.name', fr: "Raison sociale de l'entreprise", en: 'Company name' },
  { key: 'company.country', fr: "Pays de l'entreprise", en: 'Company country' },
  { key: 'employee.fullName', fr: 'Prénom et nom du salarié', en: 'Employee full name' },
  { key: 'employee.firstName', fr: 'Prénom du salarié', en: 'Employee first name' },
  { key: 'employee.lastName', fr: 'Nom du salarié', en: 'Employee last name' },
  { key: 'employee.number', fr: 'Matricule', en: 'Employee number' },
  { key: 'employee.birthDate', fr: 'Date de naissance', en: 'Birth date' },
  { key: 'employee.nationality', fr: 'Nationalité', en: 'Nationality' },
  { key: 'employee.address', fr: 'Adresse du salarié', en: 'Employee address' },
  { key: 'contract.reference', fr: 'Référence du contrat', en: 'Contract reference' },
  { key: 'contract.type', fr: 'Type de contrat', en: 'Contract type' },
  { key: 'contract.jobTitle', fr: 'Poste', en: 'Job title' },
  { key: 'contract.salary', fr: 'Salaire mensuel brut', en: 'Gross monthly salary' },
  { key: 'contract.weeklyHours', fr: 'Durée hebdomadaire de travail', en: 'Weekly working hours' },
  { key: 'contract.startDate', fr: "Date d'entrée en vigueur", en: 'Start date' },
  { key: 'contract.endDate', fr: 'Date de fin', en: 'End date' },
  { key: 'contract.trialPeriodEndDate', fr: "Fin de la période d'essai", en: 'End of trial period' },
  { key: 'contract.workLocation', fr: 'Lieu de travail', en: 'Work location' },
  { key: 'today', fr: 'Date du jour', en: "Today's date" },
] as const;
export type PlaceholderKey = (typeof PLACEHOLDERS)[number]['key'];
const KNOWN = new Set<string>(PLACEHOLDERS.map((p) => p.key));

const PATTERN = /\{\{\s*([a-zA-Z][\w.]*)\s*\}\}/g;
/** What a missing value prints as: a line to fill in by hand. */
export const BLANK = '____________';

/** Placeholders used in a text, in order of first appearance. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PATTERN)].map((m) => m[1]))];
}

export function unknownPlaceholders(text: string): string[] {
  return placeholdersIn(text).filter((key) => !KNOWN.has(key));
}

/** Fills every known placeholder; missing values become BLANK, unknown ones stay as written. */
export function fillPlaceholders(text: string, values: Partial<Record<PlaceholderKey, string | null>>): string {
  return text.replace(PATTERN, (whole, key: string) => {
    if (!KNOWN.has(key)) return whole;
    const value = values[key as PlaceholderKey];
    return value === null || value === undefined || value === '' ? BLANK : value;
  });
}

/** `2026-03-01` → `01/03/2026`. */
export function frenchDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}

const CURRENCY_LABELS: Record<string, string> = { XOF: 'F CFA', EUR: '€', GNF: 'GNF', USD: 'USD' };

/** Integer cents → `450 000 F CFA`, `2 350,50 €` (French grouping, decimals only when not round). */
export function frenchMoney(cents: number | string | bigint, currency: string): string {
  const value = BigInt(String(cents));
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const units = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  const rest = abs % 100n;
  const decimals = rest === 0n ? '' : `,${rest.toString().padStart(2, '0')}`;
  return `${negative ? '-' : ''}${units}${decimals} ${CURRENCY_LABELS[currency] ?? currency}`;
}

/** Hundredths of an hour → `40 heures`, `37,5 heures`. */
export function frenchHours(hundredths: number | null | undefined): string | null {
  if (hundredths === null || hundredths === undefined) return null;
  const text = (hundredths / 100).toFixed(2).replace(/\.?0+$/, '').replace('.', ',');
  return `${text} heures`;
}

export function contractTypeLabel(type: ContractType): string {
  return CONTRACT_TYPE_LABELS[type].fr;
}

/**
 * Splits a filled text into blocks for display and PDF: `# ` starts a title, `## ` a heading,
 * blank lines separate paragraphs.
 */
export type TextBlock = { kind: 'title' | 'heading' | 'paragraph'; text: string };
export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join('\n') });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (/^##\s+/.test(line)) {
      flush();
      blocks.push({ kind: 'heading', text: line.replace(/^##\s+/, '') });
    } else if (/^#\s+/.test(line)) {
      flush();
      blocks.push({ kind: 'title', text: line.replace(/^#\s+/, '') });
    } else if (line.trim() === '') flush();
    else paragraph.push(line);
  }
  flush();
  return blocks;
}
