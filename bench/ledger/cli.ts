import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The reports ledger and hledger are timed on, over the same entries written as a journal file. */
export type CliReport = 'balance';

/** The trial balance only: each run reads the whole file (seconds at this size), the other reports would cost as much again. */
const ARGS: Record<CliReport, string[]> = {
  balance: ['bal', '-b', '2025-01-01', '-e', '2026-01-01'],
};

async function available(tool: string): Promise<boolean> {
  try {
    await run(tool, ['--version']);
    return true;
  } catch {
    return false;
  }
}

export const cliTools = async () => ({ ledger: await available('ledger'), hledger: await available('hledger') });

/** Per report, the runs of the tools installed (ledger and hledger are Debian packages). */
export function cliContenders(file: string, tools: { ledger: boolean; hledger: boolean }): Record<CliReport, Record<string, () => Promise<unknown>>> {
  const task = (tool: string, args: string[]) => () => run(tool, ['-f', file, ...args], { maxBuffer: 512 * 1024 * 1024 });
  return Object.fromEntries(
    (Object.keys(ARGS) as CliReport[]).map((r) => [
      r,
      { ...(tools.ledger ? { ledger: task('ledger', ARGS[r]) } : {}), ...(tools.hledger ? { hledger: task('hledger', ARGS[r]) } : {}) },
    ]),
  ) as Record<CliReport, Record<string, () => Promise<unknown>>>;
}
