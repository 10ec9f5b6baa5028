/**
 * `npm run bench:payslips`: a payroll run's payslips end to end without the database — compute a
 * run of BENCH_EMPLOYEES (default 2,000) Côte d'Ivoire employees with the engine, then render
 * every payslip PDF with pdfmake in the bounded pool the module uses (PAYSLIP_POOL_SIZE). Prints
 * the time of each phase, the cost per payslip, the peak RSS, and the goal (60 s for 2,000).
 * Baseline: the computation alone, which the PDF rendering is compared to.
 */
import os from 'node:os';
import { computePayslip, effectiveRuleSet, shippedRuleSet, type PayslipInput } from '../server/modules/payroll/engine';
import { payslipDefinition, type PayslipHeader } from '../server/modules/payroll/services/payslip-pdf';
import { mapPool, PAYSLIP_POOL_SIZE } from '../server/modules/payroll/services/payslips';
import { PdfmakeRenderer } from '../server/platform/pdf/pdf-renderer';
import { mb } from './ledger/measure';

const EMPLOYEES = Number(process.env.BENCH_EMPLOYEES ?? 2000);
const PERIOD = { year: 2026, month: 3 };
const GOAL_MS = (60_000 * EMPLOYEES) / 2000;

function inputs(count: number): PayslipInput[] {
  return Array.from({ length: count }, (_, i) => ({
    employee: { ref: `EMP-${String(i + 1).padStart(5, '0')} Salarié ${i + 1}`, country: 'CI', category: i % 3 ? 'NON_CADRE' : 'CADRE', familyParts: ['1', '1.5', '2', '2.5', '3'][i % 5] },
    contract: { baseMonthlySalary: (150_000 + ((i * 7919) % 40) * 50_000) * 100 },
    period: PERIOD,
    presence: i % 20 === 0 ? { arrival: '2026-03-16' } : {},
    variables: { bonuses: i % 4 === 0 ? [{ label: 'Prime de rendement', amount: 25_000 * 100 }] : [], overtime: i % 5 === 0 ? [{ hours: 6, ratePercent: '115' }] : [] },
  }));
}

async function main(): Promise<void> {
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const rs = effectiveRuleSet(shippedRuleSet('CI'), PERIOD, []);
  const all = inputs(EMPLOYEES);

  let start = performance.now();
  const slips = all.map((input) => computePayslip(input, rs));
  const computeMs = performance.now() - start;

  const renderer = new PdfmakeRenderer();
  const header = (i: number): PayslipHeader => ({
    company: { name: 'Demo SARL', country: 'CI' },
    employee: { number: `EMP-${String(i + 1).padStart(5, '0')}`, name: `Salarié ${i + 1}`, jobTitle: 'Chargé de clientèle', hireDate: '2021-02-01', category: 'NON_CADRE', familyParts: '1' },
    contractReference: `CTR-2026-${String(i + 1).padStart(5, '0')}`,
    generatedOn: '2026-03-31',
  });
  start = performance.now();
  let bytes = 0;
  await mapPool(slips, PAYSLIP_POOL_SIZE, async (slip, i) => {
    const pdf = await renderer.render(payslipDefinition(slip, header(i)));
    bytes += pdf.length;
  });
  const renderMs = performance.now() - start;
  clearInterval(sample);
  peakRss = Math.max(peakRss, process.memoryUsage().rss);

  const total = computeMs + renderMs;
  console.log(`payroll payslips bench — ${EMPLOYEES} CI employees, pool ${PAYSLIP_POOL_SIZE}, ${os.cpus().length} CPU(s), node ${process.version}`);
  console.log(`  baseline  compute the run (engine only)  ${computeMs.toFixed(0).padStart(8)} ms  (${(computeMs / EMPLOYEES).toFixed(2)} ms/employee)`);
  console.log(`  payslips  render every PDF (pdfmake)     ${renderMs.toFixed(0).padStart(8)} ms  (${(renderMs / EMPLOYEES).toFixed(1)} ms/payslip, ${(bytes / EMPLOYEES / 1024).toFixed(0)} KB each on average)`);
  console.log(`  total ${total.toFixed(0)} ms, peak RSS ${mb(peakRss)}; goal < ${GOAL_MS.toFixed(0)} ms: ${total < GOAL_MS ? 'met' : 'NOT met'}`);
}

await main();
