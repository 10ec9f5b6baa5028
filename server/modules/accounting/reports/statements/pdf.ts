import { amountText, type Language } from '../export/tabular';

/**
 * A statement as a pdfmake document (A4, the tenant's name, the date or period, the lines with
 * their references, totals in bold, the previous year beside the current one).
 */
export interface PdfStatementPart {
  heading: string;
  columns: string[];
  rows: Array<{ ref: string; label: string; values: Array<number | null>; total: boolean; grand: boolean }>;
}

export interface PdfStatement {
  title: string;
  company: string;
  subtitle: string;
  currency: string;
  parts: PdfStatementPart[];
  footnote: string;
  language: Language;
}

/** Amounts in the statement's currency: francs CFA without decimals, others with two. */
export function statementAmount(cents: number | null, currency: string, language: Language): string {
  if (cents === null) return '';
  if (currency === 'XOF' || currency === 'XAF') {
    const francs = Math.round(cents / 100);
    return amountText(francs * 100, language).replace(/[.,]00$/, '');
  }
  return amountText(cents, language);
}

export function statementDocument(s: PdfStatement): object {
  const tables = s.parts.flatMap((part) => [
    { text: part.heading, style: 'heading', margin: [0, 10, 0, 4] },
    {
      table: {
        headerRows: 1,
        widths: [28, '*', ...part.columns.slice(2).map(() => 72)],
        body: [
          part.columns.map((c, i) => ({ text: c, bold: true, fillColor: '#e8f0e0', alignment: i >= 2 ? 'right' : 'left' })),
          ...part.rows.map((r) => [
            { text: r.ref, bold: r.total },
            { text: r.label, bold: r.total },
            ...r.values.map((v) => ({ text: statementAmount(v, s.currency, s.language), alignment: 'right', bold: r.total, fillColor: r.grand ? '#f3f3f3' : undefined })),
          ]),
        ],
      },
      layout: 'lightHorizontalLines',
      fontSize: 8,
    },
  ]);
  return {
    pageSize: 'A4',
    pageMargins: [32, 40, 32, 40],
    info: { title: `${s.title} — ${s.company}` },
    content: [
      { text: s.company, style: 'company' },
      { text: s.title, style: 'title' },
      { text: `${s.subtitle} — ${s.currency}`, margin: [0, 0, 0, 6] },
      ...tables,
      { text: s.footnote, fontSize: 7, italics: true, margin: [0, 12, 0, 0] },
    ],
    styles: { company: { fontSize: 10, bold: true }, title: { fontSize: 15, bold: true, margin: [0, 4, 0, 2] }, heading: { fontSize: 11, bold: true } },
    defaultStyle: { fontSize: 9 },
  };
}
