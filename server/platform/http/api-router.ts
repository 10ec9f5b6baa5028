import type { Request, RequestHandler, Response } from 'express';
import { z, type ZodType } from 'zod';
import type { Sequelize } from 'sequelize';
import multer from 'multer';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { tracked } from '../db/in-flight';
import { inTransaction } from '../db/transaction';
import { openApiRoute } from '../openapi/route-doc';
import { requireContext, type RequestContext } from '../tenancy/context';
import { realmOfPath, type AccessControl, type Requirement } from './requirements';
import type { RequestGuard } from './request-guard';
import { Problem } from './problem';
import { messageLanguage, parseOrThrow, refuseNul } from './validate';
import { verifyResponse, type ResponseMismatch } from './response-check';
import { RateLimiter, type RateLimitSpec } from './rate-limit';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface UploadSpec {
  /** Multipart field holding the file. */
  field: string;
  maxBytes: number;
  /** Required unless false. */
  required?: boolean;
  /** The same fields may also come as a JSON body, without the file (which must then be optional). */
  json?: boolean;
}

export interface RouteSpec<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined> {
  summary: string;
  access: Requirement;
  body?: B;
  query?: Q;
  params?: P;
  /** Success status; 201 for creations, 200 otherwise. */
  status?: number;
  /** JSON response body: documented in /openapi.json, checked against every answer in API tests. */
  response?: ZodType;
  /** Content type of a download (text/csv, application/pdf…) for the OpenAPI document. */
  produces?: string;
  upload?: UploadSpec;
  /** Writing routes run in one transaction by default; GET routes do not. */
  transaction?: boolean;
  /**
   * A limit shared by every server process (counted in the database), checked right after access
   * and before validation: public routes an anonymous caller could hammer declare one.
   */
  rateLimit?: RateLimitSpec;
  /** Kept for compatibility, documented as deprecated in favour of another path. */
  deprecated?: boolean;
  /**
   * Heavy work that needs no database write (parsing an upload, rendering a PDF…), run after
   * validation and BEFORE the request's transaction opens: on SQLite the writer lock is not held
   * meanwhile, so other requests keep writing. Its result reaches the handler as `prepared`;
   * what it throws answers like anything the handler throws.
   */
  prepare?: (input: PrepareInput<z.infer<B>, z.infer<Q>, z.infer<P>>) => Promise<R> | R;
  description?: string;
}

export interface PrepareInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  file?: Express.Multer.File;
  req: Request;
  res: Response;
  ctx: RequestContext;
}

export interface HandlerInput<B, Q, P, R = undefined> extends PrepareInput<B, Q, P> {
  /** What the route's `prepare` step answered (undefined without one). */
  prepared: R;
}

/** What a handler returns is sent as JSON; return `undefined` after writing the response itself. */
export type Handler<B, Q, P, R = undefined> = (input: HandlerInput<B, Q, P, R>) => Promise<unknown> | unknown;

export interface RouteDef {
  method: Method;
  path: string;
  spec: RouteSpec<ZodType, ZodType, ZodType, unknown>;
  handler: Handler<unknown, unknown, unknown, unknown>;
}

/**
 * The routes of one module. A route reads as its steps: access → validate → transaction →
 * handler; the same zod schemas validate requests and describe them in /openapi.json.
 */
export class ApiRouter {
  readonly routes: RouteDef[] = [];
  constructor(readonly tag: string) {}

  private add<B extends ZodType, Q extends ZodType, P extends ZodType, R>(
    method: Method,
    path: string,
    spec: RouteSpec<B, Q, P, R>,
    handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>,
  ): this {
    this.routes.push({ method, path, spec: spec as never, handler: handler as never });
    return this;
  }
  get<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined>(path: string, spec: RouteSpec<B, Q, P, R>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>) {
    return this.add('get', path, spec, handler);
  }
  post<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined>(path: string, spec: RouteSpec<B, Q, P, R>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>) {
    return this.add('post', path, spec, handler);
  }
  put<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined>(path: string, spec: RouteSpec<B, Q, P, R>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>) {
    return this.add('put', path, spec, handler);
  }
  patch<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined>(path: string, spec: RouteSpec<B, Q, P, R>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>) {
    return this.add('patch', path, spec, handler);
  }
  delete<B extends ZodType, Q extends ZodType, P extends ZodType, R = undefined>(path: string, spec: RouteSpec<B, Q, P, R>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>, R>) {
    return this.add('delete', path, spec, handler);
  }
}

/** `/accounting/journal/{id}` → `/accounting/journal/:id` */
export function expressPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

export interface MountDeps {
  sequelize: Sequelize;
  access: AccessControl;
  registry: OpenAPIRegistry;
  /** When set (API tests), every JSON answer is checked against the route's `response` schema; a mismatch is reported here and answers 500. */
  checkResponses?: (mismatch: ResponseMismatch) => void;
  /** App-wide checks run after authentication, before the route's permission. */
  guards?: readonly RequestGuard[];
}

/** Express middleware chain of one route, and its OpenAPI entry. */
export function mountRoute(app: { [m in Method]: (path: string, ...h: RequestHandler[]) => unknown }, route: RouteDef, tag: string, deps: MountDeps): void {
  const { method, path, spec, handler } = route;
  const realm = realmOfPath(path);
  const writes = spec.transaction ?? method !== 'get';
  const chain: RequestHandler[] = [];

  const guarded = { method, path, realm, access: spec.access, writes };
  // The steps that reach the database are counted as work in progress until they settle, whether
  // or not the client is still there: a shutdown closes the database only after them (in-flight.ts).
  chain.push(async (req, res, next) => {
    // API answers carry tokens and personal data: no cache keeps them (a route may say otherwise).
    res.setHeader('Cache-Control', 'no-store');
    await tracked(deps.sequelize, async () => {
      await deps.access.authenticate(req, realm, spec.access);
      for (const guard of deps.guards ?? []) await guard(guarded);
    });
    deps.access.authorize(spec.access, realm);
    next();
  });
  if (spec.rateLimit) chain.push(new RateLimiter(deps.sequelize).middleware(spec.rateLimit));
  if (spec.body || spec.upload) chain.push(mediaTypeGate(spec, method));
  if (spec.upload) chain.push(uploadMiddleware(spec.upload));
  const handle = async (req: Request, res: Response) => {
    refuseNul({ params: req.params, query: req.query, body: req.body, ...(req.file ? { file: { name: req.file.originalname } } : {}) });
    // Path ids that are not even well-formed cannot name a record: answer as for an unknown id.
    const params = spec.params ? parseParams(spec.params, req.params) : req.params;
    const language = messageLanguage(req);
    const query = spec.query ? parseOrThrow(spec.query, req.query, 'query', language) : req.query;
    const body = spec.body ? parseOrThrow(spec.body, requiredBody(req, method), 'body', language) : req.body;
    if (spec.upload && spec.upload.required !== false && !req.file) {
      throw new Problem('VALIDATION_FAILED', `A file is required in field ${spec.upload.field}`, {
        errors: [{ path: spec.upload.field, message: 'Required' }],
      });
    }
    const base = { body, query, params, file: req.file, req, res, ctx: requireContext() };
    // Outside any transaction: the writer lock is taken only once the heavy work is done.
    const prepared = spec.prepare ? await spec.prepare(base) : undefined;
    const input = { ...base, prepared };
    const result = writes ? await inTransaction(deps.sequelize, async () => handler(input)) : await handler(input);
    if (res.headersSent || result === undefined) {
      if (!res.headersSent) res.status(spec.status ?? 204).end();
      return;
    }
    if (deps.checkResponses) verifyResponse(`${method.toUpperCase()} ${path}`, spec.response, result, deps.checkResponses);
    res.status(spec.status ?? 200).json(result);
  };
  chain.push((req: Request, res: Response) => tracked(deps.sequelize, () => handle(req, res)));
  app[method](expressPath(path), ...chain);
  deps.registry.registerPath(openApiRoute(route, tag));
}

function parseParams(schema: ZodType, raw: unknown): unknown {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Problem('NOT_FOUND', 'No record has this identifier');
  return result.data;
}

/** Whether the request carries a body at all (Content-Length above zero, or a chunked one). */
function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** The media types a route reads its body in: JSON, multipart for uploads, both when the upload says so. */
export function acceptedMediaTypes(spec: RouteSpec<ZodType, ZodType, ZodType, unknown>): string[] {
  if (!spec.upload) return ['application/json'];
  return spec.upload.json ? ['multipart/form-data', 'application/json'] : ['multipart/form-data'];
}

/** A body in a media type the route does not read (text/plain, XML, a form…) answers 415. */
function mediaTypeGate(spec: RouteSpec<ZodType, ZodType, ZodType, unknown>, method: Method): RequestHandler {
  const accepted = acceptedMediaTypes(spec);
  return (req, _res, next) => {
    if (method !== 'get' && hasBody(req) && !req.is(accepted)) {
      throw new Problem('UNSUPPORTED_MEDIA_TYPE', `The body must be sent as ${accepted.join(' or ')}`, { accepted });
    }
    next();
  };
}

/**
 * The parsed JSON body a route with a body schema validates. `null` is never a body; a missing
 * one is refused on PUT and PATCH (a change must say what changes) and read as `{}` on POST and
 * DELETE, where the schema decides (actions whose fields are all optional).
 */
function requiredBody(req: Request, method: Method): unknown {
  if (req.body === null || (req.body === undefined && (method === 'put' || method === 'patch'))) {
    throw new Problem('VALIDATION_FAILED', 'A JSON object body is required', { errors: [{ path: '(body)', message: 'Required' }] });
  }
  return req.body ?? {};
}

/** Multipart limits besides the file's own size: a handful of short text fields. */
export const MULTIPART_LIMITS = { fields: 30, fieldSize: 100_000, parts: 32 } as const;

function uploadMiddleware(upload: UploadSpec): RequestHandler {
  const single = multer({ storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: upload.maxBytes, files: 1, ...MULTIPART_LIMITS } }).single(upload.field);
  return (req, res, next) => {
    if (upload.json && req.is('application/json')) {
      next();
      return;
    }
    if (!req.is('multipart/form-data')) {
      next(new Problem('VALIDATION_FAILED', 'Expected multipart/form-data', { errors: [{ path: upload.field, message: 'Required' }] }));
      return;
    }
    single(req, res, (err: unknown) => next(err === undefined ? undefined : multipartProblem(err, upload)));
  };
}

/**
 * Whatever multer or busboy throw on a body they cannot read ("Boundary not found", "Unexpected
 * end of form", a malformed part header…) is the caller's mistake: 400, or 413 over a limit.
 */
function multipartProblem(err: unknown, upload: UploadSpec): Problem {
  if (err instanceof Problem) return err;
  if (err instanceof multer.MulterError) {
    if (err.code === 'LIMIT_FILE_SIZE') return new Problem('PAYLOAD_TOO_LARGE', `The file is larger than ${upload.maxBytes} bytes`);
    const path = err.field ?? upload.field;
    const message = err.code === 'LIMIT_UNEXPECTED_FILE' ? `Unexpected file field; the file goes in ${upload.field}` : 'Too many or too large multipart fields';
    return new Problem('VALIDATION_FAILED', message, { errors: [{ path, message: 'Unexpected' }] });
  }
  return new Problem('VALIDATION_FAILED', 'The multipart body cannot be read', { errors: [{ path: '(body)', message: 'Malformed multipart/form-data' }] });
}
