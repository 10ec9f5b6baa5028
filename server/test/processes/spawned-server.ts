import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import supertest from 'supertest';
import type { AppConfig } from '../../config';
import { bearerClient, type ApiClient } from '../factories';
import type { ServerProcessCommand, ServerProcessMessage } from './server-process';

/** A command without its id (the id is the sender's). */
type Body<T> = T extends unknown ? Omit<T, 'id'> : never;

const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server-process.ts');

/** A real server process (server-process.ts) on a test server's database and DATA_DIR. */
export interface ServerProcess {
  url: string;
  http: ReturnType<typeof supertest>;
  /** A client of this process with a token issued by any process of the installation. */
  as(client: Pick<ApiClient, 'accessToken'>): ApiClient;
  /** Fires one scheduled occurrence of a job at `at`; true when this process ran it. */
  tick(job: string, at: Date): Promise<boolean>;
  jobNames(): Promise<string[]>;
  /** Stops the cron timers of the real clock: from then on only `tick` runs jobs. */
  stopTimers(): Promise<void>;
  /** Arms a stop after the next bulk insert of `model`; `paused` settles when it is reached. */
  pauseAfterBulkCreate(model: string): Promise<void>;
  paused: Promise<string>;
  /** Lets the paused insert return: its work goes on. */
  resume(): Promise<void>;
  /** What the process wrote to stdout (its log, at `logLevel`) and stderr so far. */
  output(): string;
  /** Settles once the output matches `pattern`; rejects if the process exits before. */
  waitForOutput(pattern: RegExp): Promise<void>;
  /** Settles with the exit code (null when a signal ended it) once the process has exited. */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown work, the open transactions die with the process. */
  kill(): Promise<void>;
  /** SIGTERM: the server's own clean stop. */
  stop(): Promise<void>;
}

/** The settings of `config`'s installation, as environment variables for another process. */
function environment(config: AppConfig, logLevel: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, APP_PROFILE: config.APP_PROFILE, DATA_DIR: config.dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logLevel };
  delete env.DATABASE_URL;
  if (config.DATABASE_URL) env.DATABASE_URL = config.DATABASE_URL;
  return env;
}

/** `logLevel`: what the process logs to its output (nothing by default). */
export async function startServerProcess(config: AppConfig, options: { logLevel?: string } = {}): Promise<ServerProcess> {
  const child: ChildProcess = fork(entry, [], { execArgv: ['--import', 'tsx'], env: environment(config, options.logLevel ?? 'silent'), stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let stderr = '';
  let output = '';
  const watchers = new Set<() => void>();
  const heard = (d: Buffer) => {
    output += d.toString();
    for (const watch of watchers) watch();
  };
  child.stdout?.on('data', heard);
  child.stderr?.on('data', (d: Buffer) => {
    stderr += d.toString();
    heard(d);
  });
  // 'close': the process has exited and its output has all been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let nextId = 1;
  let onPaused: (point: string) => void = () => undefined;
  const paused = new Promise<string>((resolve) => (onPaused = resolve));

  const url = await new Promise<string>((resolve, reject) => {
    child.on('message', (raw: unknown) => {
      const message = raw as ServerProcessMessage | { type: 'ready'; url: string };
      if (message.type === 'ready') resolve(message.url.replace('localhost', '127.0.0.1'));
      else if (message.type === 'paused') onPaused(message.point);
      else if (message.type === 'result') {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        if (message.error !== undefined) waiter?.reject(new Error(message.error));
        else waiter?.resolve(message.value);
      }
    });
    child.once('exit', (code, signal) => {
      reject(new Error(`The server process exited (${code ?? signal}) before it was ready: ${stderr}`));
      for (const waiter of pending.values()) waiter.reject(new Error(`The server process exited (${code ?? signal}): ${stderr}`));
    });
  });

  const command = <T>(body: Body<ServerProcessCommand>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      child.send({ ...body, id });
    });
  const http = supertest(url);
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(name);
    await exited;
  };
  return {
    url,
    http,
    as: (client) => bearerClient({ http }, client.accessToken),
    tick: (job, at) => command<boolean>({ type: 'tick', job, at: at.toISOString() }),
    jobNames: () => command<string[]>({ type: 'jobs' }),
    stopTimers: () => command<void>({ type: 'stop-timers' }),
    pauseAfterBulkCreate: (model) => command<void>({ type: 'pause-after-bulk-create', model }),
    paused,
    resume: () => command<void>({ type: 'resume' }),
    output: () => output,
    waitForOutput: (pattern) =>
      new Promise<void>((resolve, reject) => {
        const watch = () => {
          if (!pattern.test(output)) return;
          watchers.delete(watch);
          resolve();
        };
        watchers.add(watch);
        watch();
        void exited.then(() => reject(new Error(`The server process exited before its output matched ${pattern}: ${output}`)));
      }),
    exited,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}
