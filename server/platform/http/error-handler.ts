import type { ErrorRequestHandler, RequestHandler } from 'express';
import {
  BaseError,
  ConnectionError,
  DatabaseError,
  ForeignKeyConstraintError,
  TimeoutError,
  UniqueConstraintError,
  ValidationError,
} from 'sequelize';
import type { Logger } from 'pino';
import { currentContext } from '../tenancy/context';
import { Problem } from './problem';
import { messageLanguage } from './validate';

/** Maps database errors a module knows how to explain (exclusion constraints, triggers…). */
export type DatabaseErrorMapper = (error: BaseError) => Problem | undefined;


interface HttpishError {
  type?: string;
  status?: number;
  statusCode?: number;
  code?: string;
  field?: string;
}

const unavailable = () =>
  new Problem('SERVICE_UNAVAILABLE', 'The database is busy; try again', { retryAfter: 1 });

/** SQLite result codes and PostgreSQL SQLSTATE classes that come from the data sent, or from load. */
const SQLITE_DATA_CODES = new Set(['SQLITE_TOOBIG', 'SQLITE_RANGE', 'SQLITE_MISMATCH']);
const SQLITE_BUSY_CODES = new Set(['SQLITE_BUSY', 'SQLITE_LOCKED']);
const PG_BUSY_CODES = new Set(['40001', '40P01', '55P03', '57014', '53300']);

/**
 * A driver error explained by what the request sent (a value the column cannot hold, a NUL that
 * cut SQLite's statement) or by load (lock timeout, deadlock, serialization): a problem rather
 * than a 500. Anything else is a defect and stays a 500. Never the SQL itself.
 */
function driverProblem(err: DatabaseError): Problem | undefined {
  const code = String((err.original as { code?: string } | undefined)?.code ?? '');
  const sql = typeof err.sql === 'string' ? err.sql : '';
  const parameters = JSON.stringify((err as { parameters?: unknown }).parameters ?? null) ?? '';
  if (sql.includes('\u0000') || parameters.includes('\\u0000'))
    return new Problem('VALIDATION_FAILED', 'A value holds a NUL character');
  // PostgreSQL data exceptions (22xxx) and program limits (54xxx: an index row too large…).
  if (code.startsWith('22') || code.startsWith('54') || SQLITE_DATA_CODES.has(code))
    return new Problem('VALIDATION_FAILED', 'A value is out of range or malformed');
  if (PG_BUSY_CODES.has(code) || SQLITE_BUSY_CODES.has(code)) return unavailable();
  return undefined;
}

const camelCase = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const TENANT_COLUMNS = new Set(['tenant_id', 'tenantId']);

/** `tax_declarations` → `tax declaration`. */
function recordName(table: string | undefined): string {
  if (!table) return 'record';
  const words = table.replace(/^"|"$/g, '').split('_');
  const last = words.pop()!;
  words.push(
    last.endsWith('ies')
      ? `${last.slice(0, -3)}y`
      : last.endsWith('s') && !last.endsWith('ss')
        ? last.slice(0, -1)
        : last,
  );
  return words.join(' ');
}

/**
 * A unique index refused the write: the problem names the API fields of the index (camelCase of
 * its columns, the tenant left out) and the rule. SQLite's driver reports the columns as an array
 * and the table in the message (`UNIQUE constraint failed: t.a, t.b`), PostgreSQL as an object
 * keyed by column with the table on the driver error; both read the same here.
 */
function duplicateProblem(err: UniqueConstraintError): Problem {
  const raw = err.fields as unknown;
  const columns = Array.isArray(raw)
    ? raw.map(String)
    : Object.keys((raw as Record<string, unknown> | undefined) ?? {});
  const fields = columns.filter((c) => !TENANT_COLUMNS.has(c)).map(camelCase);
  const original = err.parent as { table?: string; message?: string } | undefined;
  const table = original?.table ?? /UNIQUE constraint failed: ([^.\s]+)\./.exec(original?.message ?? '')?.[1];
  const record = recordName(table);
  const names =
    fields.length > 1
      ? `${fields.slice(0, -1).join(', ')} and ${fields[fields.length - 1]}`
      : (fields[0] ?? 'value');
  const detail =
    fields.length > 1
      ? `Another ${record} already has the same ${names}: they must be unique together`
      : `Another ${record} already has this ${names}: it must be unique`;
  return new Problem('DUPLICATE', detail, {
    errors: fields.map((path) => ({ path, message: 'Already taken' })),
  });
}

/** Turns anything thrown into the contract's problem; unknown errors become a logged 500. */
export function toProblem(err: unknown): Problem {
  if (err instanceof Problem) return err;
  if (err instanceof BaseError) {
    // Modules contribute mappers for the constraints they own (exclusion constraints, triggers…).
    for (const map of currentContext()?.app?.databaseErrorMappers ?? []) {
      const mapped = map(err);
      if (mapped) return mapped;
    }
    if (err instanceof UniqueConstraintError) return duplicateProblem(err);
    if (err instanceof ForeignKeyConstraintError) {
      return new Problem(
        'BUSINESS_RULE',
        'The record is referenced by, or references, a record that does not allow this',
      );
    }
    if (err instanceof ValidationError) {
      return new Problem('VALIDATION_FAILED', 'The record is not valid', {
        errors: err.errors.map((e) => ({ path: e.path ?? '(root)', message: e.message })),
      });
    }
    if (err instanceof DatabaseError) {
      const mapped = driverProblem(err);
      if (mapped) return mapped;
    }
    if (err instanceof ConnectionError || err instanceof TimeoutError) return unavailable();
  }
  const http = err as HttpishError | undefined;
  if (http && typeof http === 'object') {
    if (http.type === 'entity.parse.failed')
      return new Problem('VALIDATION_FAILED', 'The body is not valid JSON', {
        errors: [{ path: '(body)', message: 'Malformed JSON' }],
      });
    if (http.type === 'entity.too.large' || http.code === 'LIMIT_FILE_SIZE')
      return new Problem('PAYLOAD_TOO_LARGE', 'The request body is larger than allowed');
    if (http.type === 'encoding.unsupported' || http.type === 'charset.unsupported')
      return new Problem('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
    if (
      http.code === 'LIMIT_UNEXPECTED_FILE' ||
      http.code === 'LIMIT_FILE_COUNT' ||
      http.code === 'LIMIT_PART_COUNT' ||
      http.code === 'LIMIT_FIELD_VALUE'
    ) {
      return new Problem('VALIDATION_FAILED', 'Unexpected upload field', {
        errors: [{ path: http.field ?? '(file)', message: 'Unexpected' }],
      });
    }
    const status = http.status ?? http.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new Problem(
        status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED',
        'The request could not be read',
      );
    }
  }
  return new Problem('INTERNAL_ERROR', 'An unexpected error occurred');
}

export function problemHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const problem = toProblem(err);
    const requestId = currentContext()?.requestId ?? (req as { id?: string }).id;
    if (problem.status >= 500) logger.error({ err, requestId }, 'request failed');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    if (typeof problem.extensions.retryAfter === 'number') res.setHeader('Retry-After', String(problem.extensions.retryAfter));
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem.toJSON(requestId, messageLanguage(req))));
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new Problem('NOT_FOUND', `No endpoint ${req.method} ${req.path}`));
};
