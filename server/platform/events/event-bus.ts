import type { Logger } from 'pino';
import type { Sequelize } from 'sequelize';
import { afterCommit, inTransaction } from '../db/transaction';
import { asSystem, asTenant, currentContext, now } from '../tenancy/context';
import type { DomainEvent, EventBus, EventHandler } from '../services';

export interface EventBusOptions {
  sequelize: Sequelize;
  logger: Logger;
}

/**
 * Domain events dispatched in-process once the publishing transaction has committed. Each
 * handler runs in the event's tenant (or with tenant filtering lifted for platform events), in a
 * transaction of its own, one after the other; the request that published waits for them before
 * answering. A failing handler is logged and rolled back alone: other handlers still run and the
 * publisher's committed work stands. Nothing is dispatched when the publisher rolls back.
 */
export class TransactionalEventBus implements EventBus {
  private readonly handlers = new Map<string, EventHandler[]>();

  constructor(private readonly options: EventBusOptions) {}

  subscribe<T>(type: string, handler: EventHandler<T>): void {
    const list = this.handlers.get(type) ?? [];
    list.push(handler as EventHandler);
    this.handlers.set(type, list);
  }

  async publish<T>(type: string, payload: T): Promise<void> {
    const ctx = currentContext();
    const event: DomainEvent<T> = {
      type,
      tenantId: ctx?.tenantId ?? null,
      actorId: ctx?.userId ?? null,
      payload,
      occurredAt: now(),
    };
    await afterCommit(() => this.dispatch(event as DomainEvent));
  }

  private async dispatch(event: DomainEvent): Promise<void> {
    const handlers = [...(this.handlers.get(event.type) ?? [])];
    for (const handler of handlers) {
      try {
        await this.runHandler(handler, event);
      } catch (err) {
        this.options.logger.error(
          { err, eventType: event.type, tenantId: event.tenantId, handler: handler.name || 'anonymous' },
          `Handler of event ${event.type} failed`,
        );
      }
    }
  }

  private runHandler(handler: EventHandler, event: DomainEvent): Promise<void> {
    const run = () =>
      inTransaction(this.options.sequelize, async () => {
        await handler(event);
      });
    // The actor stays known to the handler (audit rows name who caused the reaction).
    const extra = { userId: event.actorId ?? null };
    return event.tenantId ? asTenant(event.tenantId, run, extra) : asSystem(run, extra);
  }
}
