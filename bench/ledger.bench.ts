/**
 * The reports over 1,000,000 posted journal lines (250,000 entries of four lines over 2024 and
 * 2025, about 300 accounts, seeded), on SQLite and on a throwaway PostgreSQL cluster: each
 * report over HTTP next to the project's SQL over the lines (as the reports read before the
 * totals kept at posting), the floor (the same figures from those totals, run directly), and
 * ledger / hledger over the same entries as a journal file (when installed). Goal: every
 * report under 100 ms and within 2× of the floor, flat as years accumulate.
 *
 * `npm run bench ledger` (or `npm run bench:ledger`). Options (environment): BENCH_ENTRIES
 * (default 250000), BENCH_DB (sqlite, postgres or both), BENCH_RUNS (default 5, after one
 * warm-up), BENCH_LINES_RUNS (default 1: the old SQL reads every line), BENCH_EXPORT_RUNS (default 2),
 * BENCH_CLI_RUNS (default 1: ledger and hledger take seconds each).
 */
import { pino } from 'pino';
import { loadConfig } from '../server/config';
import { buildServer } from '../server/bootstrap';
import { cliTools } from './ledger/cli';
import { runBenchOn, YEARS, type LedgerFigures } from './ledger/scenario';
import { start } from '../server/main';
import { median, ms } from './ledger/measure';
import { publish, verdict } from './lib/report';
import { selectedTargets } from './lib/targets';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 250_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

/**
 * Start-up on the database just loaded: the whole server as `main.ts` starts it (migrations
 * checked, modules' start work begun, jobs started) until /health answers 200. Goal: < 2 s.
 */
async function startUp(env: Record<string, string>): Promise<number[]> {
  const samples: number[] = [];
  for (let run = 0; run < Math.max(3, Math.min(RUNS, 5)); run++) {
    const begin = process.hrtime.bigint();
    const running = await start(loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', PORT: '0', HOST: '127.0.0.1', ...env }));
    try {
      const res = await fetch(`http://127.0.0.1:${running.port}/health`);
      if (res.status !== 200) throw new Error(`/health answered ${res.status}`);
      samples.push(Number(process.hrtime.bigint() - begin) / 1e6);
    } finally {
      await running.stop();
    }
  }
  return samples;
}

const tools = await cliTools();
const figures: LedgerFigures[] = [];
const startUps: string[][] = [];
for (const [i, makeTarget] of selectedTargets().entries()) {
  const target = await makeTarget();
  try {
    const config = loadConfig({ APP_PROFILE: 'saas', LOG_LEVEL: 'silent', ...target.env });
    const server = await buildServer(config, { logger: pino({ level: 'silent' }) });
    let figure: LedgerFigures;
    try {
      // ledger and hledger do not depend on the database: timed once, beside the first one.
      figure = await runBenchOn(server, target.name, ENTRIES, i === 0 ? tools : null);
      figures.push(figure);
    } finally {
      await server.close();
    }
    const samples = await startUp(target.env);
    const took = median(samples);
    startUps.push([`${target.name}, ${figure.lines.toLocaleString('en')} lines`, ms(took), `${samples.length} runs: ${samples.map((v) => ms(v)).join(', ')}`, `< 2 s: ${verdict(took < 2000)}`]);
    process.stderr.write(`[${target.name}] start-up ${startUps[startUps.length - 1].join(' | ')}\n`);
  } finally {
    await target.cleanup();
  }
}

const missing = Object.entries(tools)
  .filter(([, present]) => !present)
  .map(([tool]) => tool);
publish({
  title: `Reports over ${(ENTRIES * 4).toLocaleString('en')} posted lines`,
  method: `${ENTRIES.toLocaleString('en')} posted entries of four lines (${(ENTRIES * 4).toLocaleString('en')} lines) over ${YEARS.join(' and ')}, about 300 accounts, seeded generator; loaded with multi-row INSERTs (the totals and open items kept by the database's triggers as they go); SQLite without statistics (nothing runs ANALYZE on a customer's file), PostgreSQL analyzed (autovacuum does it). Medians of ${RUNS} runs after one warm-up, HTTP and floor in turn; the lines SQL ${Number(process.env.BENCH_LINES_RUNS ?? 1)} run(s) after the check's. **HTTP**: the endpoint, authenticated, JSON parsed. **lines**: the project's SQL over every posted line (what the reports ran before the totals; for the aged balances, before the open items). **floor**: the same figures from the per-account day/month totals (aged balances: from the open items kept at posting), run directly — the check before timing refuses a row whose floor and lines figures differ. ledger and hledger: \`bal\`/\`reg\` over the same entries as a journal file, ${Number(process.env.BENCH_CLI_RUNS ?? 1)} run(s) each (seconds per run), beside the first database only.`,
  tables: [
    ...figures.map((f) => ({
      title: `${f.database} — ${f.lines.toLocaleString('en')} lines (loaded in ${f.loadSeconds.toFixed(0)} s)`,
      columns: ['report', 'HTTP', 'lines (old SQL)', 'floor (totals)', 'HTTP / floor', 'ledger', 'hledger', 'goal'],
      rows: f.rows,
    })),
    {
      title: 'Start-up on the loaded database (server built as main.ts starts it, until /health answers 200; no baseline: the goal is absolute)',
      columns: ['database', 'median', 'runs', 'goal'],
      rows: startUps,
    },
  ],
  notes: missing.length ? [`${missing.join(' and ')} not installed: skipped (Debian packages ledger, hledger).`] : [],
});
