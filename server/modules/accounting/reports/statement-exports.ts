import type { AgingReport } from './aging';
import type { BilanReport } from './bilan';
import type { Column, Language, Table, TableRow, TotalFormula } from './export/tabular';
import type { ResultatReport } from './resultat';

/**
 * The statements (income statement, balance sheet) and the aged balances as tables: the same
 * figures as the screen, totals included, with the previous year side by side. In workbooks,
 * total lines are formulas over the lines they total (XA = TA + RA + RB…).
 */
const text = (fr: string, en: string, width?: number): Column => ({ fr, en, kind: 'text', width });
const amount = (fr: string, en: string): Column => ({ fr, en, kind: 'amount' });

/** The lines a total adds, expanded down to detail lines (so that its formula never double counts). */
function formulaOf(ref: string, layout: ReadonlyMap<string, readonly string[] | undefined>): TotalFormula {
  const leaves = (r: string): string[] => {
    const parts = layout.get(r);
    return parts ? parts.flatMap(leaves) : [r];
  };
  return leaves(ref).map((id) => ({ id, sign: 1 as const }));
}

const label = (l: { label: string; labelEn: string }, language: Language) => (language === 'fr' ? l.label : l.labelEn);

export function resultatTable(report: ResultatReport, totals: ReadonlyMap<string, readonly string[] | undefined>, language: Language): Table {
  const rows: TableRow[] = report.statement.map((l) =>
    l.kind === 'TOTAL'
      ? { kind: 'total', total: formulaOf(l.ref, totals), cells: [l.ref, label(l, language), l.amount, l.previousAmount ?? 0, l.variationPercent ?? null] }
      : { kind: 'detail', id: l.ref, cells: [l.ref, label(l, language), l.amount, l.previousAmount ?? 0, l.variationPercent ?? null] },
  );
  const period = `${report.params.from} → ${report.params.to}`;
  return {
    name: language === 'fr' ? 'Compte de résultat' : 'Income statement',
    title: `${language === 'fr' ? 'Compte de résultat' : 'Income statement'} (${report.standard}) ${period}`,
    columns: [
      text('Réf.', 'Ref.', 7),
      text('Libellé', 'Label', 56),
      amount('Exercice N', 'Year N'),
      amount('Exercice N-1', 'Year N-1'),
      { fr: 'Variation %', en: 'Change %', kind: 'percent', width: 12 },
    ],
    rows,
  };
}

/** Assets (gross, depreciation, net, net N-1) and liabilities (N, N-1), one table each. */
export function bilanTables(report: BilanReport, totals: { assets: ReadonlyMap<string, readonly string[] | undefined>; liabilities: ReadonlyMap<string, readonly string[] | undefined> }, language: Language): Table[] {
  const fr = language === 'fr';
  const assets: TableRow[] = report.assets.lines.map((l) => ({
    kind: l.kind === 'TOTAL' ? 'total' : 'detail',
    ...(l.kind === 'TOTAL' ? { total: formulaOf(l.ref, totals.assets) } : { id: l.ref }),
    cells: [l.ref, label(l, language), l.gross, l.depreciation, l.net, l.previousNet],
  }));
  const liabilities: TableRow[] = report.liabilities.lines.map((l) => ({
    kind: l.kind === 'TOTAL' ? 'total' : 'detail',
    ...(l.kind === 'TOTAL' ? { total: formulaOf(l.ref, totals.liabilities) } : { id: l.ref }),
    cells: [l.ref, label(l, language), l.net, l.previousNet],
  }));
  const at = fr ? `au ${report.asOf}` : `at ${report.asOf}`;
  return [
    {
      name: fr ? 'Actif' : 'Assets',
      title: `${fr ? 'Bilan — actif' : 'Balance sheet — assets'} (${report.standard}) ${at}`,
      columns: [text('Réf.', 'Ref.', 7), text('Actif', 'Assets', 52), amount('Brut', 'Gross'), amount('Amort. et dépréc.', 'Depreciation'), amount('Net N', 'Net N'), amount('Net N-1', 'Net N-1')],
      rows: assets,
    },
    {
      name: fr ? 'Passif' : 'Liabilities',
      title: `${fr ? 'Bilan — passif' : 'Balance sheet — liabilities'} (${report.standard}) ${at}`,
      columns: [text('Réf.', 'Ref.', 7), text('Passif', 'Liabilities', 52), amount('Exercice N', 'Year N'), amount('Exercice N-1', 'Year N-1')],
      rows: liabilities,
    },
  ];
}

/** The balance sheet as one CSV table: assets, then liabilities (gross and depreciation empty). */
export function bilanCsvTable(report: BilanReport, language: Language): Table {
  const side = (fr: string, en: string) => (language === 'fr' ? fr : en);
  const rows: TableRow[] = [
    ...report.assets.lines.map((l): TableRow => ({ cells: [side('Actif', 'Assets'), l.ref, label(l, language), l.gross, l.depreciation, l.net, l.previousNet] })),
    ...report.liabilities.lines.map((l): TableRow => ({ cells: [side('Passif', 'Liabilities'), l.ref, label(l, language), null, null, l.net, l.previousNet] })),
  ];
  return {
    name: side('Bilan', 'Balance sheet'),
    columns: [text('Côté', 'Side'), text('Réf.', 'Ref.'), text('Libellé', 'Label'), amount('Brut', 'Gross'), amount('Amort. et dépréc.', 'Depreciation'), amount('Net N', 'Net N'), amount('Net N-1', 'Net N-1')],
    rows,
  };
}

export function agingTable(report: AgingReport, language: Language): Table {
  const fr = language === 'fr';
  const columns = (r: AgingReport['totals']) => [r.current, r.days1To30, r.days31To60, r.days61To90, r.over90, r.unappliedCredit, r.total];
  return {
    name: report.kind === 'receivable' ? (fr ? 'Balance âgée clients' : 'Aged receivables') : fr ? 'Balance âgée fournisseurs' : 'Aged payables',
    title: `${report.kind === 'receivable' ? (fr ? 'Balance âgée clients' : 'Aged receivables') : fr ? 'Balance âgée fournisseurs' : 'Aged payables'} ${fr ? 'au' : 'at'} ${report.asOf}`,
    columns: [
      text('Tiers', 'Third party', 36),
      amount('Non échu', 'Current'),
      amount('1 à 30 jours', '1–30 days'),
      amount('31 à 60 jours', '31–60 days'),
      amount('61 à 90 jours', '61–90 days'),
      amount('Plus de 90 jours', 'Over 90 days'),
      amount('Avances non imputées', 'Unapplied credit'),
      amount('Total', 'Total'),
    ],
    rows: [
      ...report.parties.map((p): TableRow => ({ kind: 'detail', cells: [p.thirdParty ?? '', ...columns(p)] })),
      { kind: 'total', total: 'all', cells: ['TOTAL', ...columns(report.totals)] },
    ],
  };
}
