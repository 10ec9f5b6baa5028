import type { ErrorRequestHandler, RequestHandler } from 'express';
import { BaseError, DatabaseError, ForeignKeyConstraintError, UniqueConstraintError, ValidationError } from 'sequelize';
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

/** Turns anything thrown into the contract's problem; unknown errors become a logged 500. */
export function toProblem(err: unknown): Problem {
  if (err instanceof Problem) return err;
  if (err instanceof BaseError) {
    // Modules contribute mappers for the constraints they own (exclusion constraints, triggers…).
    for (const map of currentContext()?.app?.databaseErrorMappers ?? []) {
      const mapped = map(err);
      if (mapped) return mapped;
    }
    if (err instanceof UniqueConstraintError) {
      const fields = Object.keys(err.fields ?? {});
      return new Problem('DUPLICATE', `A record with this ${fields.join(', ') || 'value'} already exists`, {
        errors: fields.map((path) => ({ path, message: 'Already taken' })),
      });
    }
    if (err instanceof ForeignKeyConstraintError) {
      return new Problem('BUSINESS_RULE', 'The record is referenced by, or references, a record that does not allow this');
    }
    if (err instanceof ValidationError) {
      return new Problem('VALIDATION_FAILED', 'The record is not valid', {
        errors: err.errors.map((e) => ({ path: e.path ?? '(root)', message: e.message })),
      });
    }
    if (err instanceof DatabaseError) {
      const code = (err.original as { code?: string } | undefined)?.code ?? '';
      // PostgreSQL data exceptions (22xxx): a value the column cannot hold.
      if (code.startsWith('22')) return new Problem('VALIDATION_FAILED', 'A value is out of range or malformed');
    }
  }
  const http = err as HttpishError | undefined;
  if (http && typeof http === 'object') {
    if (http.type === 'entity.parse.failed') return new Problem('VALIDATION_FAILED', 'The body is not valid JSON', { errors: [{ path: '(body)', message: 'Malformed JSON' }] });
    if (http.type === 'entity.too.large' || http.code === 'LIMIT_FILE_SIZE') return new Problem('PAYLOAD_TOO_LARGE', 'The request body is larger than allowed');
    if (http.type === 'encoding.unsupported' || http.type === 'charset.unsupported') return new Problem('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding');
    if (http.code === 'LIMIT_UNEXPECTED_FILE' || http.code === 'LIMIT_FILE_COUNT' || http.code === 'LIMIT_PART_COUNT' || http.code === 'LIMIT_FIELD_VALUE') {
      return new Problem('VALIDATION_FAILED', 'Unexpected upload field', { errors: [{ path: http.field ?? '(file)', message: 'Unexpected' }] });
    }
    const status = http.status ?? http.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return new Problem(status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', 'The request could not be read');
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
    res.status(problem.status).type('application/problem+json').send(JSON.stringify(problem.toJSON(requestId, messageLanguage(req))));
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => {
  next(new Problem('NOT_FOUND', `No endpoint ${req.method} ${req.path}`));
};
