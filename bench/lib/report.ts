import fs from 'node:fs';

/**
 * What a benchmark hands to `npm run bench` (bench/run.ts): tables of figures, each row a measure
 * next to its baseline measured in the same run, the ratio, and the goal with met / NOT met.
 * A benchmark calls `publish()` once at the end; run alone it just prints the tables.
 */
export interface BenchTable {
  title: string;
  columns: string[];
  rows: string[][];
}

export interface BenchReport {
  title: string;
  /** How the data is built (sizes, seed) and how the figures are taken (runs, warm-up). */
  method: string;
  tables: BenchTable[];
  notes?: string[];
}

export function isBenchReport(value: unknown): value is BenchReport {
  const v = value as Partial<BenchReport> | null;
  return !!v && typeof v === 'object' && typeof v.title === 'string' && Array.isArray(v.tables);
}

export function markdownTable(table: BenchTable): string {
  const escape = (cell: string) => cell.replace(/\|/g, '\\|');
  return [
    `| ${table.columns.map(escape).join(' | ')} |`,
    `|${table.columns.map(() => '---').join('|')}|`,
    ...table.rows.map((r) => `| ${r.map(escape).join(' | ')} |`),
  ].join('\n');
}

export function reportMarkdown(report: BenchReport): string {
  const parts = [report.method, ...report.tables.map((t) => `**${t.title}**\n\n${markdownTable(t)}`)];
  if (report.notes?.length) parts.push(report.notes.map((n) => `- ${n}`).join('\n'));
  return parts.join('\n\n');
}

/** Prints the report and, under bench/run.ts, hands it over as JSON. */
export function publish(report: BenchReport): void {
  console.log(`\n## ${report.title}\n\n${reportMarkdown(report)}\n`);
  const file = process.env.BENCH_REPORT_FILE;
  if (file) fs.writeFileSync(file, JSON.stringify(report));
}

export const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}×`;
export const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
