import { describe, expect, it } from 'vitest';
import { createServerLog } from './server-log';
import { ServerStartError, ServerSupervisor, type SupervisorOptions } from './server-supervisor';
import { FakeChild } from './test/fakes';

type Behaviour = (child: FakeChild) => void;

/** A supervisor whose n-th fork behaves as `behaviours[n]` (the last one repeats). */
function setup(behaviours: Behaviour[], options: Partial<SupervisorOptions> = {}) {
  const children: FakeChild[] = [];
  const events: string[] = [];
  const failures: ServerStartError[] = [];
  const supervisor = new ServerSupervisor({
    fork: (request) => {
      const child = new FakeChild(request);
      const behaviour = behaviours[Math.min(children.length, behaviours.length - 1)];
      children.push(child);
      setImmediate(() => behaviour(child));
      return child;
    },
    entry: '/app/dist/server/main.js',
    cwd: '/app/resources-root',
    env: (port) => ({ APP_PROFILE: 'onprem', PORT: String(port) }),
    preferredPort: 8080,
    choosePort: async (preferred, avoid) => {
      let port = preferred;
      while (avoid.has(port)) port++;
      return { port, preferred: port === preferred };
    },
    log: createServerLog(),
    readyTimeoutMs: 200,
    stopTimeoutMs: 100,
    onCrashed: (code) => events.push(`crashed:${code}`),
    onRestarted: (ready) => events.push(`restarted:${ready.port}`),
    onFailed: (err) => failures.push(err),
    ...options,
  });
  return { supervisor, children, events, failures };
}

const ready: Behaviour = (c) => c.ready();
const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
  expect(check()).toBe(true);
};

describe('server supervisor: start', () => {
  it('forks the server bundle with its environment and working directory, and resolves on the ready message', async () => {
    const { supervisor, children } = setup([
      (c) => {
        c.stdout.write('{"level":30,"msg":"Baobab ready on port 8080"}\n');
        c.emit('message', { type: 'log' });
        c.emit('message', { type: 'ready', port: 'x' });
        c.ready(8080);
      },
    ]);
    const result = await supervisor.start();
    expect(result).toEqual({ type: 'ready', port: 8080, url: 'http://localhost:8080' });
    expect(children[0].request).toEqual({ entry: '/app/dist/server/main.js', cwd: '/app/resources-root', env: { APP_PROFILE: 'onprem', PORT: '8080' } });
    expect(supervisor.state).toBe('running');
    expect(supervisor.current?.port).toBe(8080);
  });

  it('gives up when no ready message comes in time, killing the process', async () => {
    const { supervisor, children } = setup([(c) => c.stderr.write('migrating…\n')]);
    const error = await supervisor.start().catch((e: ServerStartError) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect(error).toMatchObject({ reason: 'timeout', output: ['migrating…'] });
    expect(children[0].killed).toBe(true);
    expect(supervisor.state).toBe('failed');
  });

  it('reports a server that stops before it is ready, with its exit code and last output', async () => {
    const { supervisor } = setup([
      (c) => {
        c.stderr.write('Invalid setting DATABASE_URL: must start with postgres:// (got "mysql://x")\n');
        c.exit(1);
      },
    ]);
    await expect(supervisor.start()).rejects.toMatchObject({
      reason: 'exited',
      exitCode: 1,
      output: ['Invalid setting DATABASE_URL: must start with postgres:// (got "mysql://x")'],
    });
  });

  it('tries another port when the chosen one is taken between the probe and the listen', async () => {
    const { supervisor, children } = setup([
      (c) => {
        c.stderr.write('Error: listen EADDRINUSE: address already in use 0.0.0.0:8080\n');
        c.exit(1);
      },
      ready,
    ]);
    const result = await supervisor.start();
    expect(children.map((c) => c.port)).toEqual([8080, 8081]);
    expect(result.port).toBe(8081);
  });

  it('stops retrying a port conflict after three attempts', async () => {
    const { supervisor, children } = setup([
      (c) => {
        c.stderr.write('listen EADDRINUSE\n');
        c.exit(1);
      },
    ]);
    await expect(supervisor.start()).rejects.toMatchObject({ reason: 'exited' });
    expect(children.map((c) => c.port)).toEqual([8080, 8081, 8082]);
  });

  it('reports a process that cannot be started at all', async () => {
    const { supervisor } = setup([], {
      fork: () => {
        throw new Error('ENOENT main.js');
      },
    });
    await expect(supervisor.start()).rejects.toMatchObject({ reason: 'spawn-failed', message: expect.stringContaining('ENOENT') });
  });
});

describe('server supervisor: stop', () => {
  it('asks the server to shut down and waits for it to exit', async () => {
    const { supervisor, children } = setup([ready]);
    await supervisor.start();
    await supervisor.stop();
    expect(children[0].received).toEqual([{ type: 'shutdown' }]);
    expect(children[0].killed).toBe(false);
    expect(supervisor.state).toBe('stopped');
    expect(supervisor.current).toBeUndefined();
  });

  it('kills a server that does not stop within the grace period', async () => {
    const { supervisor, children } = setup([
      (c) => {
        c.onShutdown = 'ignore';
        c.ready();
      },
    ]);
    await supervisor.start();
    await supervisor.stop();
    expect(children[0].killed).toBe(true);
  });

  it('stops a server still starting, without reporting a failure', async () => {
    const { supervisor, children, failures } = setup([() => undefined]);
    const starting = supervisor.start().catch((e: ServerStartError) => e);
    await until(() => children.length === 1);
    children[0].onShutdown = 'ignore';
    await supervisor.stop();
    expect(await starting).toMatchObject({ reason: 'exited' });
    expect(supervisor.state).toBe('stopped');
    expect(failures).toEqual([]);
  });
});

describe('server supervisor: crashes', () => {
  it('restarts a crashed server on the same port and reports the new one', async () => {
    const { supervisor, children, events } = setup([(c) => c.ready(8083), ready]);
    await supervisor.start();
    children[0].exit(134);
    await until(() => events.length === 2);
    expect(events).toEqual(['crashed:134', 'restarted:8083']);
    expect(children[1].port).toBe(8083);
    expect(supervisor.state).toBe('running');
    expect(supervisor.current?.port).toBe(8083);
  });

  it('gives up after too many crashes in a row and says why', async () => {
    let now = 0;
    const { supervisor, children, events, failures } = setup(
      [
        (c) => {
          c.stderr.write('FATAL ERROR: Reached heap limit\n');
          c.ready();
          setImmediate(() => c.exit(1));
        },
      ],
      { maxRestarts: 2, now: () => (now += 1000) },
    );
    await supervisor.start();
    await until(() => failures.length === 1);
    expect(events.filter((e) => e.startsWith('crashed'))).toHaveLength(2);
    expect(children).toHaveLength(3);
    expect(failures[0]).toMatchObject({ reason: 'crash-loop', exitCode: 1 });
    expect(failures[0].output).toContain('FATAL ERROR: Reached heap limit');
    expect(supervisor.state).toBe('failed');
  });

  it('forgets crashes older than the window', async () => {
    let now = 0;
    let crashes = 0;
    const { supervisor, failures } = setup(
      [
        (c) => {
          c.ready();
          if (crashes++ < 4) setImmediate(() => c.exit(1));
        },
      ],
      { maxRestarts: 1, restartWindowMs: 60_000, now: () => (now += 61_000) },
    );
    await supervisor.start();
    await until(() => crashes === 5);
    await until(() => supervisor.state === 'running');
    expect(failures).toEqual([]);
  });

  it('counts a restart that fails as another crash', async () => {
    const { supervisor, children, events, failures } = setup([ready, (c) => c.exit(1)], { maxRestarts: 2 });
    await supervisor.start();
    children[0].exit(1);
    await until(() => failures.length === 1);
    expect(events).toEqual(['crashed:1', 'crashed:1']);
  });

  it('does not restart a server it stopped on purpose', async () => {
    const { supervisor, children, events } = setup([ready]);
    await supervisor.start();
    await supervisor.stop();
    await new Promise((r) => setTimeout(r, 20));
    expect(children).toHaveLength(1);
    expect(events).toEqual([]);
  });
});
