import net from 'node:net';

export const DEFAULT_PORT = 8080;
/** Ports tried after the preferred one before letting the system pick any free port. */
export const FALLBACK_SPAN = 9;

/** Whether a TCP port can be bound on `host` right now (the probe socket is closed at once). */
export function isPortFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

/** The port an admin asked for with PORT in the machine's environment, else 8080. */
export function preferredPort(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT?.trim();
  if (!raw || !/^\d+$/.test(raw)) return DEFAULT_PORT;
  const port = Number(raw);
  return port >= 1 && port <= 65535 ? port : DEFAULT_PORT;
}

export interface PortChoice {
  port: number;
  /** False when the preferred port was taken and another one is used. */
  preferred: boolean;
}

/**
 * Picks the port for the server. LAN users bookmark the address, so it should not move: the
 * preferred port first, then the next few (easy to type, often already opened on a firewall),
 * and only then 0, which lets the system assign any free port (the server reports the one it got).
 * `avoid` holds ports that just failed to bind.
 */
export async function choosePort(
  preferred: number,
  host: string,
  isFree: (port: number, host: string) => Promise<boolean> = isPortFree,
  avoid: ReadonlySet<number> = new Set(),
): Promise<PortChoice> {
  for (let port = preferred; port <= Math.min(preferred + FALLBACK_SPAN, 65535); port++) {
    if (avoid.has(port)) continue;
    if (await isFree(port, host)) return { port, preferred: port === preferred };
  }
  return { port: 0, preferred: false };
}
