/**
 * `npm run bench:payroll` (or `npm run bench payroll-engine`): the payroll engine alone (no
 * database, no PDF) on a 2,000-employee run per country, from seeded deterministic inputs. For each country it times, alternately, the
 * baseline — the same loop over the same inputs doing only the input validation and the gross
 * (earnings) — and the full work of a run: every payslip (contributions, income tax, postings),
 * the run's journal entry and the per-body social figures. Publishes medians (one warm-up, then
 * BENCH_RUNS runs of each in turns), the cost per employee, the peak heap while the loop runs and
 * what the run's payslips retain.
 *
 * Options (environment): BENCH_EMPLOYEES (default 2000), BENCH_RUNS (default 5), BENCH_SEED (default 2026).
 */
import os from 'node:os';
import v8 from 'node:v8';
import { runInNewContext } from 'node:vm';
import {
  buildRunJournal,
  computeEarnings,
  computePayslip,
  effectiveRuleSet,
  parsePayslipInput,
  shippedRuleSet,
  socialDeclarationsByBody,
  totalsOf,
  type Country,
  type EffectiveRuleSet,
  type PayslipInput,
} from '../server/modules/payroll/engine';
import { mb, median, ms } from './ledger/measure';
import { publish, ratio, type BenchReport } from './lib/report';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SEED = Number(process.env.BENCH_SEED ?? 2026);
const PERIOD = { year: 2026, month: 3 };

v8.setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** mulberry32: a small seeded generator, so every run computes the same payslips. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function inputs(country: Country, count: number, random: () => number): PayslipInput[] {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const salary = () => (country === 'FR' ? int(1_900, 12_000) * 100 : int(80, 4_000) * 1_000 * 100);
  return Array.from({ length: count }, (_, i) => ({
    employee: {
      ref: `${country}-${String(i + 1).padStart(5, '0')}`,
      country,
      category: random() < 0.3 ? 'CADRE' : 'NON_CADRE',
      familyParts: ['1', '1.5', '2', '2.5', '3'][int(0, 4)],
      riskRate: ['1', '2', '3'][int(0, 2)],
      pasRate: (random() * 15).toFixed(1),
    },
    contract: { baseMonthlySalary: salary() },
    period: PERIOD,
    presence: random() < 0.05 ? { arrival: `2026-03-${String(int(2, 28)).padStart(2, '0')}` } : {},
    variables: {
      overtime: random() < 0.2 ? [{ hours: int(1, 20), ratePercent: '115' }] : [],
      bonuses:
        random() < 0.3
          ? [{ label: 'Prime', amount: int(10, 200) * 1_000 * (country === 'FR' ? 1 : 100) }]
          : [],
      unpaidAbsenceDays: random() < 0.1 ? int(1, 3) : 0,
      advances: random() < 0.1 ? int(1, 5) * 10_000 * 100 : 0,
    },
  }));
}

interface Sample {
  ms: number;
  peakHeap: number;
  retained: number;
}

/** Runs the loop once, sampling the heap every 100 employees (the loop is synchronous). */
function measure(loop: (tick: () => void) => unknown): Sample {
  collectGarbage();
  const startHeap = process.memoryUsage().heapUsed;
  let peak = startHeap;
  let n = 0;
  const tick = () => {
    if (++n % 100 === 0) peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const start = process.hrtime.bigint();
  const result = loop(tick);
  const elapsed = Number(process.hrtime.bigint() - start) / 1e6;
  peak = Math.max(peak, process.memoryUsage().heapUsed);
  collectGarbage();
  const retained = process.memoryUsage().heapUsed - startHeap;
  if (result === undefined) throw new Error('the loop must return what it computed');
  return { ms: elapsed, peakHeap: peak - startHeap, retained };
}

function baseline(rs: EffectiveRuleSet, all: readonly PayslipInput[]) {
  return (tick: () => void) =>
    all.map((input) => {
      tick();
      return totalsOf(computeEarnings(parsePayslipInput(input), rs).lines).adjustedGross;
    });
}

function fullRun(rs: EffectiveRuleSet, all: readonly PayslipInput[]) {
  return (tick: () => void) => {
    const slips = all.map((input) => {
      tick();
      return computePayslip(input, rs);
    });
    const journal = buildRunJournal(slips, rs.accountTitles);
    if (journal.totalDebit !== journal.totalCredit) throw new Error('unbalanced journal');
    return { slips, journal, social: socialDeclarationsByBody(slips) };
  };
}

/** The engine, per country: medians of the baseline and the full run, taken in turns after a warm-up. */
export async function run(): Promise<BenchReport> {
  const random = generator(SEED);
  const rows: string[][] = [];
  for (const country of ['SN', 'CI', 'FR'] as const) {
    const rs = effectiveRuleSet(shippedRuleSet(country), PERIOD);
    const all = inputs(country, EMPLOYEES, random);
    measure(baseline(rs, all));
    measure(fullRun(rs, all));
    const base: Sample[] = [];
    const full: Sample[] = [];
    for (let i = 0; i < RUNS; i++) {
      base.push(measure(baseline(rs, all)));
      full.push(measure(fullRun(rs, all)));
    }
    const b = median(base.map((s) => s.ms));
    const f = median(full.map((s) => s.ms));
    rows.push([country, ms(b), ms(f), `${((f * 1000) / EMPLOYEES).toFixed(0)} µs`, ratio(f, b), mb(Math.max(...full.map((s) => s.peakHeap))), mb(median(full.map((s) => s.retained)))]);
  }
  return {
    title: `Payroll engine: ${EMPLOYEES.toLocaleString('en')} employees per run, per country`,
    method: `The payroll engine alone (no database, no PDF), a run of ${EMPLOYEES} employees per country from seeded deterministic inputs (seed ${SEED}: salaries, categories, family parts, risk and withholding rates, arrivals, overtime, bonuses, absences, advances). Baseline, measured in turns with the full run on the same inputs: the input validation and the gross (earnings) only. Full run: every payslip (contributions, income tax, postings), the run's journal entry (checked balanced) and the per-body social figures. Medians of ${RUNS} runs after one warm-up of each; heap sampled every 100 employees, "retained" is what the run's payslips hold after a collection. ${os.cpus().length} CPU(s), node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')} when the run ended; process peak RSS ${mb(process.resourceUsage().maxRSS * 1024)}.`,
    tables: [
      {
        title: `${EMPLOYEES.toLocaleString('en')} employees`,
        columns: ['country', 'baseline: gross only', 'full run + journal', 'per employee', 'ratio', 'peak heap (full)', 'retained payslips'],
        rows,
      },
    ],
    notes: ['Issue #18\'s goal (the run computed and every payslip PDF rendered in under 60 s for 2,000 employees) is measured with the PDFs by bench/payroll-payslips.bench.ts; the engine is the "compute the run" part of it.'],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  publish(await run());
  process.exit(0);
}
