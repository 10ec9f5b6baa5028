import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { OUTPUT_DIR, REPO_ROOT } from './paths';

export interface RunningServer {
  url: string;
  /** The server's DATA_DIR (the outbox of its mails is in `outbox/`). */
  dataDir: string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `The server exited with code ${child.exitCode} before answering /health (see e2e/output/server.log)`,
      );
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer /health within ${timeoutMs / 1000} s (see e2e/output/server.log)`,
  );
}

/**
 * server/demo.ts listens before it seeds, and prints "… running at …" once the demo data is in:
 * tests must not start before (the first one would log in as a user not created yet).
 */
async function waitForDemoData(logFile: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} while seeding (see e2e/output/server.log)`);
    if (/running at http/.test(fs.readFileSync(logFile, 'utf8'))) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The demo data was not seeded within ${timeoutMs / 1000} s (see e2e/output/server.log)`);
}

/**
 * The demo server (`server/demo.ts`: saas profile, demo data seeded) on a free port with a
 * fresh SQLite DATA_DIR, its output in e2e/output/server.log. A test may start another one with
 * its own settings (`env`: the onprem profile…) and log file (`logName`).
 */
export async function startServer(options: { env?: Record<string, string>; logName?: string } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'baobab-e2e-'));
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  const logName = options.logName ?? 'server.log';
  const log = fs.openSync(path.join(OUTPUT_DIR, logName), 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    APP_PROFILE: 'saas',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/demo.ts'], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', log, log],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, child, 180_000);
    await waitForDemoData(path.join(OUTPUT_DIR, logName), child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, stop };
}
