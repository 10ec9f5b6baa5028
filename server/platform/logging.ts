import { pino, type DestinationStream, type Logger, type LevelWithSilent } from 'pino';
import { currentContext } from './tenancy/context';

/** The root logger: every line written while a request (or job) runs carries its request id. */
export function createLogger(level: LevelWithSilent | string = 'info', destination?: DestinationStream): Logger {
  return pino(
    {
    level,
    mixin() {
      const ctx = currentContext();
      return ctx ? { requestId: ctx.requestId, ...(ctx.tenantId ? { tenantId: ctx.tenantId } : {}) } : {};
    },
    },
    destination ?? pino.destination(1),
  );
}

const REDACTED = '[REDACTED]';

/** Query parameters that carry a secret (set-password tokens, download link signatures…). */
const SECRET_PARAMS = /^(token|signature|access_?token|refresh_?token|password|secret|key)$/i;

/** Paths whose last segment is a secret: the iCal feed token of a public calendar URL. */
const SECRET_PATHS = [/^(\/booking\/ical\/feed\/)[^/?#]+/];

/** A URL as it may be logged: secret path segments and query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) pathPart = pathPart.replace(pattern, `$1${REDACTED}`);
  if (queryAt === -1) return pathPart;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed escape in a name: judged as written.
      }
      return eq !== -1 && SECRET_PARAMS.test(decoded) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${query}`;
}

const SECRET_HEADERS = ['authorization', 'cookie', 'set-cookie', 'proxy-authorization'];

/**
 * pino-http's request serializer step: bearer tokens and cookies never reach the logs, nor the
 * secrets some URLs carry (iCal feed tokens, signed links, set-password tokens).
 */
export function redactRequest<T extends { url?: string; headers?: Record<string, unknown>; query?: unknown; params?: unknown }>(req: T): T {
  const out: T = { ...req };
  if (req.url !== undefined) out.url = redactUrl(req.url);
  if (req.headers) {
    const headers = { ...req.headers };
    for (const name of SECRET_HEADERS) if (headers[name] !== undefined) headers[name] = REDACTED;
    out.headers = headers;
  }
  if (req.query && typeof req.query === 'object') out.query = redactValues(req.query as Record<string, unknown>);
  if (req.params && typeof req.params === 'object') out.params = redactValues(req.params as Record<string, unknown>);
  return out;
}

function redactValues(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, SECRET_PARAMS.test(name) ? REDACTED : value]));
}
