/**
 * `npm run bench:payslips` (or `npm run bench payroll-payslips`): issue #18's goal, a payroll run
 * of BENCH_EMPLOYEES (default 2,000) Côte d'Ivoire employees computed and every payslip PDF
 * rendered, without the database: the engine computes the run, then every payslip's pdfmake
 * definition is rendered by the platform's renderer in the bounded pool the module uses
 * (PAYSLIP_POOL_SIZE), as `generate-payslips` renders them before its transaction opens.
 *
 * The run is computed once, then its payslips are rendered in BENCH_RUNS (default 5) timed slices
 * (a fifth of the payslips each by default): the slices' medians give the time per payslip, and
 * the engine plus all the slices is the whole run measured once (five full runs of 2,000 would
 * not fit the suite's time). Baseline, in turns with the slices: payslips rendered in the calling
 * thread (the renderer with no worker thread: the path before worker threads, where the pool's
 * "concurrent" documents only took turns on one core), BENCH_BASELINE_SLIPS (default 100) per turn.
 *
 * Options (environment): BENCH_EMPLOYEES, BENCH_RUNS, BENCH_WARMUP_SLIPS (default 100),
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

const CLOCK = () => new Date('2026-03-31T18:00:00Z');

/** Renders the payslips given (indexes into the run), the module's pool in front of the renderer; answers ms and bytes. */
async function render(renderer: PdfmakeRenderer, slips: readonly Payslip[], from: number, to: number): Promise<{ ms: number; bytes: number }> {
  let bytes = 0;
  const start = performance.now();
  await runWithContext(newContext({ now: CLOCK }), () =>
    mapPool(slips.slice(from, to), PAYSLIP_POOL_SIZE, async (slip, i) => {
      const pdf = await renderer.render(payslipDefinition(slip, header(from + i)));
      bytes += pdf.length;
    }),
  );
  return { ms: performance.now() - start, bytes };
}

export async function run(): Promise<BenchReport> {
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const all = inputs(EMPLOYEES);
  const rs = effectiveRuleSet(shippedRuleSet('CI'), PERIOD, []);
  const workers = defaultPdfWorkers();
  const threaded = new PdfmakeRenderer();
  const inThread = new PdfmakeRenderer(undefined, { workers: 0 });
  const warmup = Math.min(WARMUP, EMPLOYEES);
  const baselineSlips = Math.min(BASELINE_SLIPS, EMPLOYEES);

  // Warm-up: both renderers (fonts parsed, workers started, code compiled), on payslips of another run.
  const warmSlips = inputs(warmup).map((input) => computePayslip({ ...input, period: { year: 2026, month: 2 } }, effectiveRuleSet(shippedRuleSet('CI'), { year: 2026, month: 2 }, [])));
  await render(threaded, warmSlips, 0, warmup);
  await render(inThread, warmSlips, 0, warmup);

  const start = performance.now();
  const slips: Payslip[] = all.map((input) => computePayslip(input, rs));
  const computeMs = performance.now() - start;
  const slices: Array<{ ms: number; count: number; bytes: number }> = [];
  const base: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const from = Math.round((i * EMPLOYEES) / RUNS);
    const to = Math.round(((i + 1) * EMPLOYEES) / RUNS);
    const b = await render(inThread, slips, from, Math.min(from + baselineSlips, EMPLOYEES));
    base.push(b.ms / Math.min(baselineSlips, EMPLOYEES - from));
    slices.push({ ...(await render(threaded, slips, from, to)), count: to - from });
  }
  clearInterval(sample);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  const renderMs = slices.reduce((t, s) => t + s.ms, 0);
  const totalMs = computeMs + renderMs;
  const perSlip = median(slices.map((s) => s.ms / s.count));
  const basePerSlip = median(base);
  const baseTotal = computeMs + basePerSlip * EMPLOYEES;
  const bytes = slices.reduce((t, s) => t + s.bytes, 0);
  const goal = (GOAL_MS * EMPLOYEES) / 2000;
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  const load = os.loadavg().map((l) => l.toFixed(1)).join(' / ');
  return {
    title: `Payroll: ${EMPLOYEES.toLocaleString('en')} payslips computed and rendered`,
    method: `A run of ${EMPLOYEES} Côte d'Ivoire employees (deterministic inputs: salaries, categories, family parts, bonuses, overtime, mid-month arrivals) computed by the engine, then every payslip's pdfmake definition rendered to PDF by the platform renderer, ${PAYSLIP_POOL_SIZE} at a time (the module's pool), as \`generate-payslips\` renders them before its transaction opens (the database reads and the storing of the files are not counted). The renderer renders in ${workers} worker thread(s) (one per core, at most 4). The run is computed once and its payslips rendered in ${RUNS} timed slices of ${Math.round(EMPLOYEES / RUNS)} (time per payslip: median of the slices; the whole run: the engine plus every slice, measured once — ${RUNS} full runs would not fit the suite's time). Baseline, in turns with the slices: ${baselineSlips} of the slice's payslips rendered in the calling thread (no worker thread: the module's path before, where the pool's documents took turns on one core), median per payslip, scaled to ${EMPLOYEES}. Warm-up: ${warmup} payslips of another month on each renderer. ${os.cpus().length} CPU(s), node ${process.version}, load average ${load} when the run ended; peak RSS of the process (worker threads included) ${Math.round(peakRss / 1024 / 1024)} MB; ${Math.round(bytes / EMPLOYEES / 1024)} KB per payslip.`,
    tables: [
      {
        title: `${EMPLOYEES.toLocaleString('en')} payslips`,
        columns: ['measure', `${workers} worker thread(s)`, 'baseline: calling thread', 'ratio', 'goal'],
        rows: [
          ['compute the run (engine)', s(computeMs), s(computeMs), '1.00×', ''],
          ['render a payslip (wall time per payslip, median of the slices)', `${perSlip.toFixed(1)} ms`, `${basePerSlip.toFixed(1)} ms`, ratio(perSlip, basePerSlip), ''],
          [`run computed + ${EMPLOYEES.toLocaleString('en')} PDFs rendered`, s(totalMs), `${s(baseTotal)} (scaled)`, ratio(totalMs, baseTotal), `< ${s(goal)}: ${verdict(totalMs < goal)}`],
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
