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
