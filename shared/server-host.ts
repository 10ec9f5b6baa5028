/**
 * What a forked server and the process hosting it (the Electron main process, or any Node parent)
 * say to each other. The server reports once it listens; the host asks it to stop cleanly, which
 * matters on Windows where killing a process gives it no chance to close the database.
 */
export interface ReadyMessage {
  type: 'ready';
  port: number;
  /** Base URL for a browser on this machine (`http://localhost:PORT`). */
  url: string;
}

export interface ShutdownCommand {
  type: 'shutdown';
}

export function isReadyMessage(value: unknown): value is ReadyMessage {
  if (typeof value !== 'object' || value === null) return false;
  const m = value as Record<string, unknown>;
  return (
    m.type === 'ready' &&
    typeof m.port === 'number' &&
    Number.isInteger(m.port) &&
    m.port > 0 &&
    m.port <= 65535 &&
    typeof m.url === 'string' &&
    /^https?:\/\//.test(m.url)
  );
}

export function isShutdownCommand(value: unknown): value is ShutdownCommand {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'shutdown';
}
