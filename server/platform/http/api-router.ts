import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { z, type ZodType } from 'zod';
import type { Sequelize } from 'sequelize';
import multer from 'multer';
import type { OpenAPIRegistry, RouteConfig } from '@asteasolutions/zod-to-openapi';
import { inTransaction } from '../db/transaction';
import { requireContext, type RequestContext } from '../tenancy/context';
import { realmOfPath, type AccessControl, type Requirement } from './access';
import { Problem } from './problem';
import { messageLanguage, parseOrThrow } from './validate';
import { verifyResponse, type ResponseMismatch } from './response-check';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface UploadSpec {
  /** Multipart field holding the file. */
  field: string;
  maxBytes: number;
  /** Required unless false. */
  required?: boolean;
}

export interface RouteSpec<B extends ZodType, Q extends ZodType, P extends ZodType> {
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
  description?: string;
}

export interface HandlerInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  file?: Express.Multer.File;
  req: Request;
  res: Response;
  ctx: RequestContext;
}

/** What a handler returns is sent as JSON; return `undefined` after writing the response itself. */
export type Handler<B, Q, P> = (input: HandlerInput<B, Q, P>) => Promise<unknown> | unknown;

export interface RouteDef {
  method: Method;
  path: string;
  spec: RouteSpec<ZodType, ZodType, ZodType>;
  handler: Handler<unknown, unknown, unknown>;
}

/**
 * The routes of one module. A route reads as its steps: access → validate → transaction →
 * handler; the same zod schemas validate requests and describe them in /openapi.json.
 */
export class ApiRouter {
  readonly routes: RouteDef[] = [];
  constructor(readonly tag: string) {}

  private add<B extends ZodType, Q extends ZodType, P extends ZodType>(
    method: Method,
    path: string,
    spec: RouteSpec<B, Q, P>,
    handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>,
  ): this {
    this.routes.push({ method, path, spec: spec as never, handler: handler as never });
    return this;
  }
  get<B extends ZodType, Q extends ZodType, P extends ZodType>(path: string, spec: RouteSpec<B, Q, P>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>) {
    return this.add('get', path, spec, handler);
  }
  post<B extends ZodType, Q extends ZodType, P extends ZodType>(path: string, spec: RouteSpec<B, Q, P>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>) {
    return this.add('post', path, spec, handler);
  }
  put<B extends ZodType, Q extends ZodType, P extends ZodType>(path: string, spec: RouteSpec<B, Q, P>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>) {
    return this.add('put', path, spec, handler);
  }
  patch<B extends ZodType, Q extends ZodType, P extends ZodType>(path: string, spec: RouteSpec<B, Q, P>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>) {
    return this.add('patch', path, spec, handler);
  }
  delete<B extends ZodType, Q extends ZodType, P extends ZodType>(path: string, spec: RouteSpec<B, Q, P>, handler: Handler<z.infer<B>, z.infer<Q>, z.infer<P>>) {
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
}

/** Express middleware chain of one route, and its OpenAPI entry. */
export function mountRoute(app: { [m in Method]: (path: string, ...h: RequestHandler[]) => unknown }, route: RouteDef, tag: string, deps: MountDeps): void {
  const { method, path, spec, handler } = route;
  const realm = realmOfPath(path);
  const writes = spec.transaction ?? method !== 'get';
  const chain: RequestHandler[] = [];

  chain.push(async (req, _res, next) => {
    await deps.access.authenticate(req, realm, spec.access);
    deps.access.authorize(spec.access, realm);
    next();
  });
  if (spec.upload) chain.push(uploadMiddleware(spec.upload));
  chain.push(async (req: Request, res: Response, _next: NextFunction) => {
    // Path ids that are not even well-formed cannot name a record: answer as for an unknown id.
    const params = spec.params ? parseParams(spec.params, req.params) : req.params;
    const language = messageLanguage(req);
    const query = spec.query ? parseOrThrow(spec.query, req.query, 'query', language) : req.query;
    const body = spec.body ? parseOrThrow(spec.body, req.body ?? {}, 'body', language) : req.body;
    if (spec.upload && spec.upload.required !== false && !req.file) {
      throw new Problem('VALIDATION_FAILED', `A file is required in field ${spec.upload.field}`, {
        errors: [{ path: spec.upload.field, message: 'Required' }],
      });
    }
    const input = { body, query, params, file: req.file, req, res, ctx: requireContext() };
    const result = writes ? await inTransaction(deps.sequelize, async () => handler(input)) : await handler(input);
    if (res.headersSent || result === undefined) {
      if (!res.headersSent) res.status(spec.status ?? 204).end();
      return;
    }
    if (deps.checkResponses) verifyResponse(`${method.toUpperCase()} ${path}`, spec.response, result, deps.checkResponses);
    res.status(spec.status ?? 200).json(result);
  });
  app[method](expressPath(path), ...chain);
  deps.registry.registerPath(openApiRoute(route, tag));
}

function parseParams(schema: ZodType, raw: unknown): unknown {
  const result = schema.safeParse(raw);
  if (!result.success) throw new Problem('NOT_FOUND', 'No record has this identifier');
  return result.data;
}

function uploadMiddleware(upload: UploadSpec): RequestHandler {
  const single = multer({ storage: multer.memoryStorage(), limits: { fileSize: upload.maxBytes, files: 1 } }).single(upload.field);
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) {
      next(new Problem('VALIDATION_FAILED', 'Expected multipart/form-data', { errors: [{ path: upload.field, message: 'Required' }] }));
      return;
    }
    single(req, res, (err: unknown) => next(err));
  };
}

function openApiRoute(route: RouteDef, tag: string): RouteConfig {
  const { spec } = route;
  const request: RouteConfig['request'] = {};
  if (spec.body) request.body = { content: { 'application/json': { schema: spec.body } } };
  if (spec.upload) {
    request.body = {
      content: { 'multipart/form-data': { schema: z.object({ [spec.upload.field]: z.string().meta({ format: 'binary' }) }) } },
    };
  }
  if (spec.query instanceof z.ZodObject) request.query = spec.query;
  if (spec.params instanceof z.ZodObject) request.params = spec.params;
  else {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    if (names.length) request.params = z.object(Object.fromEntries(names.map((n) => [n, z.string()])));
  }
  const status = String(spec.status ?? 200);
  const content = spec.produces
    ? { [spec.produces]: { schema: z.string().meta({ format: 'binary' }) } }
    : spec.response
      ? { 'application/json': { schema: spec.response } }
      : undefined;
  const access = spec.access.kind === 'permission' ? `Permission: ${spec.access.anyOf.join(' or ')}` : spec.access.kind === 'public' ? 'Public' : 'Any authenticated user';
  return {
    method: route.method,
    path: route.path,
    tags: [tag],
    summary: spec.summary,
    description: [spec.description, access].filter(Boolean).join('\n\n'),
    security: spec.access.kind === 'public' ? [] : [{ bearerAuth: [] }],
    request,
    responses: {
      [status]: { description: 'Success', ...(content ? { content } : {}) },
      default: { description: 'Problem (application/problem+json)' },
    },
  };
}
