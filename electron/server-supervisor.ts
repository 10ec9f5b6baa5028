import { isReadyMessage, type ReadyMessage, type ShutdownCommand } from '../shared/server-host';
import type { PortChoice } from './ports';
import type { ServerLog } from './server-log';

/** A forked server process: Electron's UtilityProcess has this shape (tests adapt child_process). */
export interface ServerChild {
  readonly stdout: NodeJS.ReadableStream | null;
  readonly stderr: NodeJS.ReadableStream | null;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'exit', listener: (code: number | null) => void): unknown;
  postMessage(message: unknown): void;
  kill(): boolean;
}

export interface ForkRequest {
  entry: string;
  cwd: string;
  env: Record<string, string>;
}

export type ForkServer = (request: ForkRequest) => ServerChild;

export type StartFailure = 'spawn-failed' | 'exited' | 'timeout' | 'crash-loop';

export class ServerStartError extends Error {
  constructor(
    readonly reason: StartFailure,
    message: string,
    readonly exitCode: number | null,
    /** Last lines of the server's output, for the error dialog. */
    readonly output: string[],
  ) {
    super(message);
    this.name = 'ServerStartError';
  }
}

export interface SupervisorOptions {
  fork: ForkServer;
  entry: string;
  cwd: string;
  /** The server's environment when it is to listen on `port` (0: any free port). */
  env(port: number): Record<string, string>;
  preferredPort: number;
  choosePort(preferred: number, avoid: ReadonlySet<number>): Promise<PortChoice>;
  log: ServerLog;
  /** Migrations run before the server listens: a first start on a slow disk takes a while. */
  readyTimeoutMs?: number;
  /** How long a clean stop may take before the process is killed. */
  stopTimeoutMs?: number;
  /** Crashes tolerated within `restartWindowMs` before giving up. */
  maxRestarts?: number;
  restartWindowMs?: number;
  now?: () => number;
  /** The server died unexpectedly; a restart is under way. */
  onCrashed?(exitCode: number | null): void;
  /** A restarted server is ready (its port may differ from the previous one). */
  onRestarted?(ready: ReadyMessage): void;
  /** The server died and is not restarted any more. */
  onFailed?(error: ServerStartError): void;
}

export type SupervisorState = 'idle' | 'starting' | 'running' | 'restarting' | 'stopping' | 'stopped' | 'failed';

/** Attempts at binding when another program takes the chosen port between the probe and the listen. */
const BIND_ATTEMPTS = 3;

/** Starts the server, waits for its ready message, restarts it after a crash, stops it cleanly. */
export class ServerSupervisor {
  private readonly opts: Required<Omit<SupervisorOptions, 'onCrashed' | 'onRestarted' | 'onFailed'>> &
    Pick<SupervisorOptions, 'onCrashed' | 'onRestarted' | 'onFailed'>;
  private child: ServerChild | undefined;
  private ready: ReadyMessage | undefined;
  private crashes: number[] = [];
  private lastPort: number | undefined;
  private _state: SupervisorState = 'idle';

  constructor(options: SupervisorOptions) {
    this.opts = {
      readyTimeoutMs: 120_000,
      stopTimeoutMs: 10_000,
      maxRestarts: 3,
      restartWindowMs: 10 * 60_000,
      now: Date.now,
      ...options,
    };
  }

  get state(): SupervisorState {
    return this._state;
  }

  /** The running server's ready message (port and URL), if one is running. */
  get current(): ReadyMessage | undefined {
    return this.ready;
  }

  async start(): Promise<ReadyMessage> {
    if (this._state !== 'idle') throw new Error(`Server already ${this._state}`);
    this._state = 'starting';
    try {
      const ready = await this.launch(this.opts.preferredPort);
      this._state = 'running';
      this.lastPort = ready.port;
      return ready;
    } catch (err) {
      if (this._state === 'starting') this._state = 'failed';
      throw err;
    }
  }

  /** Asks the server to stop (it closes the database), kills it past the timeout. */
  async stop(): Promise<void> {
    if (this._state === 'stopped') return;
    this._state = 'stopping';
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    if (child) await this.terminate(child);
    this._state = 'stopped';
    await this.opts.log.close();
  }

  private async launch(preferred: number): Promise<ReadyMessage> {
    const failedPorts = new Set<number>();
    for (let attempt = 1; ; attempt++) {
      const { port } = await this.opts.choosePort(preferred, failedPorts);
      try {
        return await this.spawn(port);
      } catch (err) {
        const portTaken = err instanceof ServerStartError && err.reason === 'exited' && err.output.some((l) => l.includes('EADDRINUSE'));
        if (!portTaken || port === 0 || attempt >= BIND_ATTEMPTS || this.isStopping()) throw err;
        failedPorts.add(port);
      }
    }
  }

  private spawn(port: number): Promise<ReadyMessage> {
    const { fork, entry, cwd, env, log, readyTimeoutMs } = this.opts;
    let child: ServerChild;
    try {
      child = fork({ entry, cwd, env: env(port) });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return Promise.reject(new ServerStartError('spawn-failed', `Could not start the server process: ${message}`, null, []));
    }
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer | string) => log.write(chunk));
    child.stderr?.on('data', (chunk: Buffer | string) => log.write(chunk));

    return new Promise<ReadyMessage>((resolve, reject) => {
      let settled = false;
      const timer = setTimeout(() => {
        if (settled) return;
        settled = true;
        child.kill();
        reject(new ServerStartError('timeout', `The server did not report ready within ${Math.round(readyTimeoutMs / 1000)} s`, null, log.tail()));
      }, readyTimeoutMs);
      child.on('message', (message) => {
        if (settled || !isReadyMessage(message)) return;
        settled = true;
        clearTimeout(timer);
        this.ready = message;
        child.on('exit', (code) => this.onExit(child, code));
        resolve(message);
      });
      child.on('exit', (code) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (this.child === child) this.child = undefined;
        reject(new ServerStartError('exited', `The server stopped before it was ready (exit code ${code ?? 'none'})`, code, log.tail()));
      });
    });
  }

  private onExit(child: ServerChild, code: number | null): void {
    if (this.child !== child || this.isStopping()) return;
    this.child = undefined;
    this.ready = undefined;
    void this.recover(code);
  }

  /** Restarts after a crash, on the same port if it is free, unless crashes come too often. */
  private async recover(code: number | null): Promise<void> {
    const now = this.opts.now();
    this.crashes = [...this.crashes.filter((t) => now - t < this.opts.restartWindowMs), now];
    if (this.crashes.length > this.opts.maxRestarts) {
      this._state = 'failed';
      this.opts.onFailed?.(
        new ServerStartError('crash-loop', `The server stopped ${this.crashes.length} times in a row`, code, this.opts.log.tail()),
      );
      return;
    }
    this._state = 'restarting';
    this.opts.onCrashed?.(code);
    const previousPort = this.lastPort ?? this.opts.preferredPort;
    try {
      const ready = await this.launch(previousPort);
      if (this.isStopping()) return;
      this._state = 'running';
      this.lastPort = ready.port;
      this.opts.onRestarted?.(ready);
    } catch (err) {
      if (this.isStopping()) return;
      const exitCode = err instanceof ServerStartError ? err.exitCode : null;
      await this.recover(exitCode);
    }
  }

  private isStopping(): boolean {
    return this._state === 'stopping' || this._state === 'stopped';
  }

  private terminate(child: ServerChild): Promise<void> {
    return new Promise<void>((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        clearTimeout(killTimer);
        clearTimeout(giveUpTimer);
        resolve();
      };
      child.on('exit', finish);
      // Past the grace period: kill; if even that is not reported, stop waiting.
      const killTimer = setTimeout(() => child.kill(), this.opts.stopTimeoutMs);
      const giveUpTimer = setTimeout(finish, this.opts.stopTimeoutMs + 5_000);
      try {
        child.postMessage({ type: 'shutdown' } satisfies ShutdownCommand);
      } catch {
        child.kill();
      }
    });
  }
}
