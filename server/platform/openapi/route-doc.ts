import { z, type ZodType } from 'zod';
import type { ResponseConfig, RouteConfig } from '@asteasolutions/zod-to-openapi';
import type { RouteDef } from '../http/api-router';
import { accessDoc } from '../http/route-access';
import { PROBLEM_STATUS, type ProblemCode } from '../http/problem';

/** The one problem body of every error answer (`#/components/schemas/Problem`). */
export const ProblemSchema = z
  .looseObject({
    type: z.string().meta({ description: 'URI naming the kind of problem' }),
    title: z.string(),
    status: z.number().int(),
    code: z.enum(Object.keys(PROBLEM_STATUS) as [ProblemCode, ...ProblemCode[]]).meta({ description: 'Stable code clients branch on' }),
    detail: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional().meta({ description: 'One entry per field refused (VALIDATION_FAILED…)' }),
    requestId: z.string().optional(),
  })
  .meta({ id: 'Problem', description: 'application/problem+json (RFC 9457) with the contract’s code; extensions such as currentStatus, retryAfter, accepted may follow' });

const problem = (description: string): ResponseConfig => ({
  description,
  content: { 'application/problem+json': { schema: ProblemSchema } },
});

/**
 * The operationId of a route, from its method and path only, so it is stable and unique like
 * the pair: `GET /accounting/journal/{id}` → `getAccountingJournalById`.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[^a-zA-Z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0].toUpperCase() + w.slice(1))].join('');
}

/** The object a body schema validates, under refinements and transforms; undefined when it is none. */
function objectOf(schema: ZodType | undefined): z.ZodObject | undefined {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current && !(current instanceof z.ZodObject); i++) {
    const def = (current as { def?: { in?: unknown; innerType?: unknown } }).def;
    current = def?.in ?? def?.innerType;
  }
  return current instanceof z.ZodObject ? current : undefined;
}

/** The multipart form of an upload route: its body fields (sent as text) and the file. */
function multipartSchema(route: RouteDef): ZodType {
  const upload = route.spec.upload!;
  const file = z.string().meta({ format: 'binary', description: `The file (at most ${upload.maxBytes} bytes)` });
  const fields = objectOf(route.spec.body);
  return (fields ?? z.object({})).extend({ [upload.field]: upload.required === false ? file.optional() : file });
}

/** The error answers a route can give, each a Problem; anything rarer falls under `default`. */
function errorResponses(route: RouteDef): Record<string, ResponseConfig> {
  const { spec, path } = route;
  const responses: Record<string, ResponseConfig> = {
    '400': problem('VALIDATION_FAILED: a malformed body, query or path value (each field listed in `errors`)'),
  };
  if (spec.access.kind !== 'public') {
    responses['401'] = problem('UNAUTHENTICATED: no token, or an invalid or expired one');
    responses['403'] = problem('PERMISSION_DENIED, MODULE_NOT_LICENSED, LICENSE_INVALID or TENANT_SUSPENDED');
  }
  if (/\{\w+\}/.test(path)) responses['404'] = problem('NOT_FOUND: no such record for the caller (other tenants’ records included)');
  if (spec.body || spec.upload) {
    responses['413'] = problem('PAYLOAD_TOO_LARGE: a body or file over its limit');
    responses['415'] = problem('UNSUPPORTED_MEDIA_TYPE: a body in a media type the route does not read (see `accepted`)');
  }
  if (spec.rateLimit) responses['429'] = problem(`RATE_LIMITED: more than ${spec.rateLimit.max} requests in ${spec.rateLimit.windowMs / 1000} s from one address (extension retryAfter, in seconds)`);
  responses.default = problem('Any other refusal (409 INVALID_STATE or DUPLICATE, 422 business rules, 429, 503…)');
  return responses;
}

/** The OpenAPI operation of one route: request schemas, success answer, problems, id and tag. */
export function openApiRoute(route: RouteDef, tag: string): RouteConfig {
  const { spec } = route;
  const request: RouteConfig['request'] = {};
  if (spec.upload) {
    const content: Record<string, { schema: ZodType }> = { 'multipart/form-data': { schema: multipartSchema(route) } };
    if (spec.upload.json && spec.body) content['application/json'] = { schema: spec.body };
    request.body = { content, required: spec.upload.required !== false || !!spec.body };
  } else if (spec.body) {
    request.body = { content: { 'application/json': { schema: spec.body } }, required: route.method === 'put' || route.method === 'patch' };
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
    operationId: operationIdOf(route.method, route.path),
    tags: [tag],
    summary: spec.summary,
    description: [spec.description, access].filter(Boolean).join('\n\n'),
    ...(spec.deprecated ? { deprecated: true } : {}),
    security: spec.access.kind === 'public' ? [] : [{ bearerAuth: [] }],
    // Machine-readable twin of the description's access line (the route sweep compares it).
    'x-access': accessDoc(spec.access),
    request,
    responses: {
      [status]: { description: status.startsWith('3') ? 'Redirect' : 'Success', ...(content ? { content } : {}) },
      ...errorResponses(route),
    },
  };
}
