import type { DomainEvents, EventType } from './modules/contract';

/**
 * Platform services every module may use, created once by bootstrap and handed to modules in
 * `deps.services`. Modules depend on these interfaces, never on the implementations.
 */

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** iCalendar invitation (text/calendar). */
  icalEvent?: { method?: string; content: string; filename?: string };
}

export interface Mailer {
  /**
   * Sends (SMTP_URL) or writes an .eml file under DATA_DIR/outbox; resolves with a message id.
   * Inside a transaction the message leaves once it commits, and never if it rolls back.
   */
  send(message: MailMessage): Promise<{ messageId: string; file?: string }>;
}

export interface DomainEvent<T = unknown> {
  type: string;
  tenantId: string | null;
  payload: T;
  occurredAt: Date;
  actorId?: string | null;
}

export type EventHandler<T = unknown> = (event: DomainEvent<T>) => Promise<void> | void;

export interface EventBus {
  /** Queues the event; handlers run after the ambient transaction commits, in the event's tenant. */
  publish<E extends EventType>(type: E, payload: DomainEvents[E]): Promise<void>;
  subscribe<E extends EventType>(type: E, handler: EventHandler<DomainEvents[E]>): void;
}

export interface JobDefinition {
  name: string;
  /** Cron expression (croner syntax, UTC). */
  schedule: string;
  /** Runs once per tick on one server instance (a database lock decides which). */
  run(ctx: { now: Date }): Promise<void>;
}

export interface JobScheduler {
  register(job: JobDefinition): void;
  /** Runs a job now under its lock (tests and admin actions); false when another instance holds it. */
  runNow(name: string, now?: Date): Promise<boolean>;
  start(): void;
  stop(): Promise<void>;
}

export interface StoredDocument {
  id: string;
  filename: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface DocumentStore {
  /** Saved in a tenant's context the document is that tenant's; outside any tenant, a platform document. */
  save(input: { filename: string; contentType: string; content: Buffer; category?: string }): Promise<StoredDocument>;
  /** Only the owning tenant (or, for platform documents, a caller without tenant) finds it: else NOT_FOUND. */
  read(id: string): Promise<{ document: StoredDocument; content: Buffer }>;
  /** Destroys the document; its file is removed once the transaction commits. False when the caller has no such document. */
  delete(id: string): Promise<boolean>;
  /** A time-limited download URL signed with HMAC (path + expiry). */
  signedUrl(id: string, ttlSeconds?: number): string;
}

export interface PdfRenderer {
  /** Renders a pdfmake document definition with the fonts shipped in resources/fonts. */
  render(definition: object): Promise<Buffer>;
}
