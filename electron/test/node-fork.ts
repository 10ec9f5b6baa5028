import { fork } from 'node:child_process';
import type { ForkServer } from '../server-supervisor';

/**
 * Forks with Node's child_process where Electron would use a utility process: the same
 * ServerChild shape, so the supervisor runs the real server under plain Node in tests.
 */
export function nodeFork(execArgv: string[] = []): ForkServer {
  return ({ entry, cwd, env }) => {
    const child = fork(entry, [], { cwd, env, execArgv, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
    return {
      stdout: child.stdout,
      stderr: child.stderr,
      on(event: 'message' | 'exit', listener: ((message: unknown) => void) | ((code: number | null) => void)) {
        child.on(event, listener as (...args: unknown[]) => void);
        return this;
      },
      postMessage: (message) => child.send(message as object),
      kill: () => child.kill(),
    };
  };
}
