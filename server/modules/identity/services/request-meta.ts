import type { Request } from 'express';
import type { AppConfig } from '../../../config';
import type { RequestContext } from '../../../platform/tenancy/context';
import type { SessionMeta } from './sessions';

export function sessionMeta(req: Request, ctx: RequestContext): SessionMeta & { ip: string } {
  return { now: ctx.now(), ip: req.ip ?? 'unknown', userAgent: req.get('user-agent') ?? null };
}

/** Where links in mails point: PUBLIC_URL, or the origin the request came to. */
export function publicBaseUrl(config: AppConfig, req: Request): string {
  return config.PUBLIC_URL ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
