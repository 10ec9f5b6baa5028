/**
 * The server exactly as `server/main.ts` starts it, for tests that run it in a process of its own
 * (`startServerProcess`, spawned-server.ts), plus two commands over the IPC channel of
 * `child_process.fork`:
 * - `tick`: one scheduled occurrence of a job, as this process's cron timer would fire it, at an
 *   instant the test chooses (two processes given the same instant race for it as in production);
 * - `stop-timers`: the cron timers stop, so the test's ticks are the only ones;
 * - `pause-after-bulk-create`: the next bulk insert of a model announces itself (`paused`) and
 *   does not return, holding its request's transaction open, so a test can SIGKILL the process,
 *   read from another one or stop it (SIGTERM) at a known point of the work instead of after a
 *   guessed delay;
 * - `resume`: the paused insert returns and the work goes on (no later insert pauses).
 */
import type { Model, ModelStatic } from 'sequelize';
import { loadConfigOrExit, start, stopOnSignals } from '../../main';
import { DatabaseJobScheduler } from '../../platform/jobs/job-scheduler';

export type ServerProcessCommand =
  | { id: number; type: 'tick'; job: string; at: string }
  | { id: number; type: 'jobs' }
  | { id: number; type: 'stop-timers' }
  | { id: number; type: 'pause-after-bulk-create'; model: string }
  | { id: number; type: 'resume' };

export type ServerProcessMessage =
  | { type: 'result'; id: number; value?: unknown; error?: string }
  | { type: 'paused'; point: string };

const running = await start(loadConfigOrExit());
const scheduler = running.server.container.services.jobs;
const send = (message: ServerProcessMessage) => process.send?.(message);
/** The armed pauses: how to disarm each and let its paused insert go on. */
const resumers: Array<() => void> = [];

async function execute(command: ServerProcessCommand): Promise<unknown> {
  switch (command.type) {
    case 'tick': {
      if (!(scheduler instanceof DatabaseJobScheduler)) throw new Error('The job scheduler is not the database scheduler');
      const at = new Date(command.at);
      return scheduler.tick(command.job, at, at);
    }
    case 'jobs':
      return scheduler instanceof DatabaseJobScheduler ? scheduler.names() : [];
    case 'stop-timers':
      // The test's ticks become the only ones: a timer of the real clock cannot hold a lock meanwhile.
      await scheduler.stop();
      return true;
    case 'pause-after-bulk-create': {
      const model = running.server.sequelize.model(command.model) as ModelStatic<Model>;
      const point = `${command.model}.afterBulkCreate`;
      let resume!: () => void;
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      model.addHook('afterBulkCreate', point, () => {
        model.removeHook('afterBulkCreate', point);
        send({ type: 'paused', point });
        return resumed;
      });
      resumers.push(() => {
        model.removeHook('afterBulkCreate', point);
        resume();
      });
      return point;
    }
    case 'resume':
      for (const resume of resumers.splice(0)) resume();
      return true;
  }
}

process.on('message', (message: unknown) => {
  const command = message as Partial<ServerProcessCommand>;
  if (typeof command?.id !== 'number' || typeof command.type !== 'string') return;
  execute(command as ServerProcessCommand).then(
    (value) => send({ type: 'result', id: command.id!, value }),
    (err: unknown) => send({ type: 'result', id: command.id!, error: err instanceof Error ? err.message : String(err) }),
  );
});

stopOnSignals(running);
