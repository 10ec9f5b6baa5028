/**
 * `npm run bench:payslips` (or `npm run bench payroll-payslips`): issue #18's goal, a payroll run
 * of BENCH_EMPLOYEES (default 2,000) Côte d'Ivoire employees computed and every payslip PDF
 * rendered, without the database: the engine computes the run, then every payslip's pdfmake
 * definition is rendered by the platform's renderer in the bounded pool the module uses
 * (PAYSLIP_POOL_SIZE), as `generate-payslips` renders them before its transaction opens.
 *
 * Baseline, same process, turns alternating with the measured runs: the same payslips rendered in
 * the calling thread (the renderer with no worker thread: the path before worker threads, where the
 * pool's "concurrent" documents only took turns on one core), on BENCH_BASELINE_SLIPS payslips
 * (default 100) and counted per payslip, since rendering all of them that way would cost the
 * suite minutes.
 *
 * Options (environment): BENCH_EMPLOYEES, BENCH_RUNS (default 5), BENCH_WARMUP_SLIPS (default 100),
 * BENCH_BASELINE_SLIPS.
 */
import os from 'node:os';
import { computePayslip, effectiveRuleSet, shippedRuleSet, type Payslip, type PayslipInput } from '../server/modules/payroll/engine';
import { payslipDefinition, type PayslipHeader } from '../server/modules/payroll/services/payslip-pdf';
import { mapPool, PAYSLIP_POOL_SIZE } from '../server/modules/payroll/services/payslips';
import { PdfmakeRenderer } from '../server/platform/pdf/pdf-renderer';
import { defaultPdfWorkers } from '../server/platform/pdf/pdf-workers';
import { newContext, runWithContext } from '../server/platform/tenancy/context';
import { median } from './ledger/measure';
import { publish, ratio, verdict, type BenchReport } from './lib/report';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const WARMUP = Number(process.env.BENCH_WARMUP_SLIPS ?? 100);
const BASELINE_SLIPS = Number(process.env.BENCH_BASELINE_SLIPS ?? 100);
const PERIOD = { year: 2026, month: 3 };
const GOAL_MS = 60_000;

function inputs(count: number): PayslipInput[] {
  return Array.from({ length: count }, (_, i) => ({
    employee: { ref: `EMP-${String(i + 1).padStart(5, '0')} Salarié ${i + 1}`, country: 'CI', category: i % 3 ? 'NON_CADRE' : 'CADRE', familyParts: ['1', '1.5', '2', '2.5', '3'][i % 5] },
    contract: { baseMonthlySalary: (150_000 + ((i * 7919) % 40) * 50_000) * 100 },
    period: PERIOD,
    presence: i % 20 === 0 ? { arrival: '2026-03-16' } : {},
    variables: { bonuses: i % 4 === 0 ? [{ label: 'Prime de rendement', amount: 25_000 * 100 }] : [], overtime: i % 5 === 0 ? [{ hours: 6, ratePercent: '115' }] : [] },
  }));
}

const header = (i: number): PayslipHeader => ({
  company: { name: 'Demo SARL', country: 'CI' },
  employee: { number: `EMP-${String(i + 1).padStart(5, '0')}`, name: `Salarié ${i + 1}`, jobTitle: 'Chargé de clientèle', hireDate: '2021-02-01', category: 'NON_CADRE', familyParts: '1' },
  contractReference: `CTR-2026-${String(i + 1).padStart(5, '0')}`,
  generatedOn: '2026-03-31',
});

interface Figures {
  ms: number;
  count: number;
  bytes: number;
}

/** Computes the run's payslips (the engine), then renders the first `count` of them. */
async function runOnce(renderer: PdfmakeRenderer, all: readonly PayslipInput[], count: number): Promise<Figures & { computeMs: number }> {
  const rs = effectiveRuleSet(shippedRuleSet('CI'), PERIOD, []);
  const start = performance.now();
  const slips: Payslip[] = all.map((input) => computePayslip(input, rs));
  const computeMs = performance.now() - start;
  let bytes = 0;
  await runWithContext(newContext({ now: () => new Date('2026-03-31T18:00:00Z') }), () =>
    mapPool(slips.slice(0, count), PAYSLIP_POOL_SIZE, async (slip, i) => {
      bytes += (await renderer.render(payslipDefinition(slip, header(i)))).length;
    }),
  );
  return { ms: performance.now() - start, computeMs, count, bytes };
}

export async function run(): Promise<BenchReport> {
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const all = inputs(EMPLOYEES);
  const workers = defaultPdfWorkers();
  const threaded = new PdfmakeRenderer();
  const inThread = new PdfmakeRenderer(undefined, { workers: 0 });
  const baselineSlips = Math.min(BASELINE_SLIPS, EMPLOYEES);

  // Warm-up: both renderers (fonts parsed, workers started, code compiled).
  await runOnce(threaded, all.slice(0, WARMUP), WARMUP);
  await runOnce(inThread, all.slice(0, WARMUP), WARMUP);
  const full: Array<Figures & { computeMs: number }> = [];
  const base: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    base.push(await runOnce(inThread, all.slice(0, baselineSlips), baselineSlips));
    full.push(await runOnce(threaded, all, EMPLOYEES));
  }
  clearInterval(sample);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  const totalMs = median(full.map((f) => f.ms));
  const computeMs = median(full.map((f) => f.computeMs));
  const perSlip = (totalMs - computeMs) / EMPLOYEES;
  const basePerSlip = median(base.map((b) => b.ms)) / baselineSlips;
  const baseTotal = computeMs + basePerSlip * EMPLOYEES;
  const goal = (GOAL_MS * EMPLOYEES) / 2000;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  return {
    title: `Payroll: ${EMPLOYEES.toLocaleString('en')} payslips computed and rendered`,
    method: `A run of ${EMPLOYEES} Côte d'Ivoire employees (deterministic inputs: salaries, categories, family parts, bonuses, overtime, mid-month arrivals) computed by the engine, then every payslip's pdfmake definition rendered to PDF by the platform renderer, ${PAYSLIP_POOL_SIZE} at a time (the module's pool), as \`generate-payslips\` renders them before its transaction (the database reads and the storing of the files are not counted). The renderer renders in ${workers} worker thread(s) (one per core, at most 4). Baseline, same process, in turns with the measured runs: the same payslips rendered in the calling thread (no worker thread: the module's path before), ${baselineSlips} payslips per turn, counted per payslip and scaled to ${EMPLOYEES}. Medians of ${RUNS} runs after a warm-up of ${WARMUP} payslips on each renderer (a full-size warm-up would not fit the suite's time). ${os.cpus().length} CPU(s), node ${process.version}, load average ${load} when the run ended; peak RSS of the process (workers included) ${Math.round(peakRss / 1024 / 1024)} MB; ${Math.round(full[0].bytes / EMPLOYEES / 1024)} KB per payslip.`,
    tables: [
      {
        title: `${EMPLOYEES.toLocaleString('en')} payslips`,
        columns: ['measure', 'worker threads', 'baseline: calling thread', 'ratio', 'goal'],
        rows: [
          ['compute the run (engine)', s(computeMs), s(computeMs), '1.00×', ''],
          ['render one payslip (wall time per payslip)', `${perSlip.toFixed(1)} ms`, `${basePerSlip.toFixed(1)} ms`, ratio(perSlip, basePerSlip), ''],
          [`run computed + ${EMPLOYEES} PDFs rendered`, s(totalMs), `${s(baseTotal)} (scaled)`, ratio(totalMs, baseTotal), `< ${s(goal)}: ${verdict(totalMs < goal)}`],
        ],
      },
    ],
    notes: [
      'Before this pass (first pass, printed output, pool of 4 in one thread, load average 10–13): engine 4.3 s, PDFs 377.7 s (188.9 ms per payslip), NOT met.',
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  publish(await run());
  process.exit(0);
}
