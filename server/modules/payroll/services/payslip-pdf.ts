import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { Payslip } from '../engine';

/** What a payslip prints besides the engine's computation. */
export interface PayslipHeader {
  company: { name: string; country: string };
  employee: { number: string; name: string; jobTitle: string | null; hireDate: string | null; category: string; familyParts: string };
  contractReference: string | null;
  generatedOn: string;
}

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
const CURRENCY_LABEL: Record<string, string> = { XOF: 'F CFA', EUR: '€' };
const NBSP = '\u00a0';

/** `1 234 567` (XOF, whole francs) or `1 234,56` (EUR) from integer cents, without floating point. */
export function frenchAmount(cents: number, currency: string): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const fraction = String(abs % 100).padStart(2, '0');
  const text = currency === 'XOF' && fraction === '00' ? units : `${units},${fraction}`;
  return negative ? `−${text}` : text;
}

const rate = (value: string | null | undefined) => (value ? `${value.replace('.', ',')}${NBSP}%` : '');
const frenchDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '—');

/** The pdfmake definition of one payslip: fixed column widths, so that layout stays cheap for thousands of them. */
export function payslipDefinition(slip: Payslip, header: PayslipHeader): TDocumentDefinitions {
  const money = (cents: number) => frenchAmount(cents, slip.currency);
  const currency = CURRENCY_LABEL[slip.currency] ?? slip.currency;
  const period = `${MONTHS[slip.period.month - 1]} ${slip.period.year}`;
  const right = (text: string, extra: Record<string, unknown> = {}) => ({ text, alignment: 'right' as const, ...extra });
  const head = (labels: string[]) => labels.map((text, i) => ({ text, style: 'head', alignment: i === 0 ? ('left' as const) : ('right' as const) }));

  const earnings: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 60, 60, 90],
      body: [
        head(['Éléments de rémunération', 'Quantité', 'Taux', `Montant (${currency})`]),
        ...slip.earnings.map((e) => [
          e.labelFr + (e.paid ? '' : ' (avantage en nature)'),
          right(e.quantity ?? ''),
          right(e.ratePercent ? rate(e.ratePercent) : ''),
          right(money(e.amount)),
        ]),
        [{ text: 'Salaire brut', bold: true }, '', '', right(money(slip.adjustedGross), { bold: true })],
      ],
    },
    layout: 'lightHorizontalLines',
  };

  const contributions: Content = {
    table: {
      headerRows: 1,
      widths: ['*', 70, 45, 65, 45, 65],
      body: [
        head(['Cotisations et contributions', 'Base', 'Taux sal.', 'Part salariale', 'Taux pat.', 'Part patronale']),
        ...slip.contributions.map((c) => [
          `${c.labelFr} (${c.body})`,
          right(c.base === null ? '' : money(c.base)),
          right(rate(c.employeeRate)),
          right(c.employeeAmount ? money(c.employeeAmount) : ''),
          right(rate(c.employerRate)),
          right(c.employerAmount ? money(c.employerAmount) : ''),
        ]),
        [{ text: 'Total des cotisations', bold: true }, '', '', right(money(slip.employeeContributions), { bold: true }), '', right(money(slip.employerContributions), { bold: true })],
      ],
    },
    layout: 'lightHorizontalLines',
  };

  const taxes: Content[] = slip.incomeTaxes.map((t) => ({
    columns: [{ text: `${t.labelFr} — base ${money(t.base)}`, width: '*' }, right(money(t.amount), { width: 90 })],
    margin: [0, 2, 0, 0],
  }));

  const totals: Array<[string, number, boolean?]> = [
    ['Salaire brut', slip.adjustedGross],
    ['Cotisations salariales', -slip.employeeContributions],
    ['Net imposable', slip.netTaxable],
    ['Impôt sur le revenu retenu', -slip.incomeTax],
    ...(slip.advances ? [['Avances et acomptes', -slip.advances] as [string, number]] : []),
    ['NET À PAYER', slip.netPay, true],
  ];

  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 48],
    info: { title: `Bulletin de paie ${period} — ${header.employee.name}`, author: header.company.name },
    defaultStyle: { fontSize: 8.5 },
    styles: { head: { bold: true, fillColor: '#eeeeee' }, title: { fontSize: 15, bold: true } },
    footer: { text: `Bulletin généré le ${frenchDate(header.generatedOn)} — à conserver sans limitation de durée. Règles de paie ${slip.country} en vigueur au ${frenchDate(slip.ruleSetFrom)}.`, alignment: 'center', fontSize: 7, color: '#555555', margin: [36, 16, 36, 0] },
    content: [
      {
        columns: [
          { width: '*', stack: [{ text: header.company.name, bold: true, fontSize: 11 }, header.company.country] },
          { width: 'auto', stack: [{ text: 'BULLETIN DE PAIE', style: 'title', alignment: 'right' }, { text: `Période : ${period}`, alignment: 'right' }, { text: `Du ${frenchDate(slip.presence.firstDay)} au ${frenchDate(slip.presence.lastDay)}`, alignment: 'right' }] },
        ],
      },
      {
        margin: [0, 12, 0, 12],
        table: {
          widths: ['*', '*'],
          body: [
            [
              { stack: [{ text: header.employee.name, bold: true }, `Matricule ${header.employee.number}`, header.employee.jobTitle ?? ''] },
              {
                stack: [
                  `Entrée : ${frenchDate(header.employee.hireDate)}`,
                  `Catégorie : ${header.employee.category === 'CADRE' ? 'cadre' : 'non-cadre'} — parts : ${header.employee.familyParts.replace('.', ',')}`,
                  `Contrat : ${header.contractReference ?? '—'} — jours payés : ${slip.presence.daysPresent}/${slip.presence.daysInPeriod}`,
                ],
              },
            ],
          ],
        },
      },
      earnings,
      { text: ' ', margin: [0, 4, 0, 0] },
      contributions,
      ...(taxes.length ? [{ text: 'Impôts retenus à la source', bold: true, margin: [0, 10, 0, 0] } as Content, ...taxes] : []),
      {
        margin: [240, 14, 0, 0],
        table: {
          widths: ['*', 90],
          body: totals.map(([label, cents, strong]) => [
            { text: label, bold: Boolean(strong), fontSize: strong ? 11 : 8.5 },
            right(`${money(cents)} ${currency}`, { bold: Boolean(strong), fontSize: strong ? 11 : 8.5 }),
          ]),
        },
        layout: 'noBorders',
      },
      { text: `Coût total employeur : ${money(slip.employerCost)} ${currency}`, margin: [0, 12, 0, 0], color: '#444444' },
    ],
  };
}
