import type { AddressInfo } from 'node:net';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildServer, defaultRendererDir, type Server } from './bootstrap';
import { hostChannel } from './host-channel';
import { runInApp } from './platform/modules';
import { answerClientErrors } from './platform/http/client-errors';
import { drained, workInFlight } from './platform/db/in-flight';

export interface Running {
  server: Server;
  port: number;
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  beforeListen?: (server: Server) => Promise<void>;
  /** How long a stop waits for the requests and transactions in progress (default DRAIN_TIMEOUT_MS). */
  drainTimeoutMs?: number;
}

/**
 * Below the 10 s that Docker (`docker stop`) and the desktop shell (server-supervisor.ts) give a
 * stopping server before they kill it, so that a stop past it still closes the database itself.
 */
export const DRAIN_TIMEOUT_MS = 8_000;

/** Starts the whole server and reports the port it got (to the host that forked it, if any). */
export async function start(config: AppConfig, options: StartOptions = {}): Promise<Running> {
  const server = await buildServer(config, { rendererDir: defaultRendererDir() });
  // Whatever must be in the database before the first request (the demo seed) happens here, so
  // that /health never answers before the server can serve.
  await options.beforeListen?.(server);
  const httpServer = server.app.listen(config.PORT, config.HOST);
  answerClientErrors(httpServer);
  await new Promise<void>((resolve, reject) => {
    httpServer.once('listening', resolve);
    httpServer.once('error', reject);
  });
  const port = (httpServer.address() as AddressInfo).port;
  const host = config.HOST === '0.0.0.0' ? 'localhost' : config.HOST;
  const url = `http://${host}:${port}`;
  const jobs = server.container.services.jobs;
  jobs.start();
  const begun = beginModules(server);
  server.container.logger.info({ port, profile: config.APP_PROFILE, dialect: config.dialect }, `Baobab ready on port ${port}`);
  hostChannel().send({ type: 'ready', port, url });
  return {
    server,
    port,
    url,
    async stop() {
      // No new connection from here on; idle keep-alive connections are closed at once.
      const closed = new Promise<void>((resolve) => httpServer.close(() => resolve()));
      const deadline = Date.now() + (options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS);
      // The timers stop at once; the runs in progress are waited for below.
      const jobsStopped = jobs.stop();
      // A request runs to its end even when its client has gone (its connection is closed, so
      // `closed` may already have settled): the database is closed only once none is left.
      const logger = server.container.logger;
      const pending = workInFlight(server.sequelize);
      if (pending) logger.info({ inFlight: pending }, `Stopping: waiting for ${pending} request(s) and transaction(s) in progress`);
      await jobsStopped;
      await begun;
      const remaining = () => Math.max(0, deadline - Date.now());
      await drained(server.sequelize, remaining());
      httpServer.closeIdleConnections();
      await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
      httpServer.closeAllConnections();
      await closed;
      // Again: a handler may have begun as the last connections closed (an upload that had just ended).
      if (!(await drained(server.sequelize, remaining()))) {
        logger.warn({ inFlight: workInFlight(server.sequelize) }, 'Stopping: work still in progress at the deadline; the database is closed under it');
      }
      await server.close();
    },
  };
}

/** Each module's start work, in the background (the app serves meanwhile); settles when all of it has. */
function beginModules(server: Server): Promise<unknown> {
  const app = server.container;
  const work = server.modules.flatMap((module) => {
    const begin = module.contributes?.start;
    if (!begin) return [];
    return [
      Promise.resolve()
        .then(() => runInApp(app, () => begin(app)))
        .catch((err: unknown) => app.logger.error({ err, module: module.id }, `Module ${module.id} failed to start`)),
    ];
  });
  return Promise.all(work);
}

/** SIGINT, SIGTERM and the desktop host's shutdown stop the server once (draining its work), then exit. */
export function stopOnSignals(running: Running): void {
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    void running.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  hostChannel().onShutdown(shutdown);
}

export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const isEntryPoint = process.argv[1] && /main\.(ts|js|cjs|mjs)$/.test(process.argv[1]);
if (isEntryPoint) {
  const running = await start(loadConfigOrExit());
  stopOnSignals(running);
}
