import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import swaggerUi from 'swagger-ui-express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { publicOnlyAccess } from './platform/http/requirements';
import { mountRoute, type RouteDef } from './platform/http/api-router';
import { notFoundHandler, problemHandler } from './platform/http/error-handler';
import { securityHeaders } from './platform/http/security-headers';
import { buildDocument, createRegistry } from './platform/openapi/document';
import { redactRequest } from './platform/logging';
import type { AppContainer } from './platform/modules';
import { newContext, runWithContext } from './platform/tenancy/context';
import { APP_VERSION } from './version';

export const JSON_BODY_LIMIT = '1mb';

export interface CreateAppOptions {
  /** Folder of the built renderer (index.html); served at /app when present. */
  rendererDir?: string;
}

export interface BuiltApp {
  app: Express;
  registry: OpenAPIRegistry;
  /** Every API route mounted, in mounting order (tests walk it: fuzzing, OpenAPI checks). */
  routes: readonly MountedRoute[];
}

export interface MountedRoute extends RouteDef {
  tag: string;
}

/** Builds the HTTP application; never listens (main.ts and the test server do). */
export function createApp(container: AppContainer, options: CreateAppOptions = {}): BuiltApp {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  const registry = createRegistry();
  const deps = container;
  const access = 'accessControl' in container.ports ? container.ports.accessControl : publicOnlyAccess;

  app.use(
    pinoHttp({
      logger: deps.logger,
      genReqId: (req, res) => {
        const id = newContext().requestId;
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/health' },
      serializers: { req: redactRequest },
    }),
  );
  app.use(securityHeaders());
  // Every request runs in its own context: request id, clock, this app, later the caller and tenant.
  app.use((req, _res, next) => {
    runWithContext(newContext({ requestId: String(req.id), now: deps.now, ip: req.ip, app: container }), next);
  });
  app.use(express.json({ limit: JSON_BODY_LIMIT, strict: false }));
  app.use(express.urlencoded({ extended: false, limit: JSON_BODY_LIMIT }));

  app.get('/health', (_req, res) => {
    res.json({ status: 'ok' });
  });

  let document: object | undefined;
  app.get('/openapi.json', (_req, res) => {
    document ??= buildDocument(registry, APP_VERSION);
    res.json(document);
  });
  // API_DOCS=false turns the viewer off (404); the contract keeps /openapi.json.
  if (deps.config.API_DOCS) app.use('/api-docs', swaggerUi.serve, swaggerUi.setup(undefined, { swaggerOptions: { url: '/openapi.json', validatorUrl: null, docExpansion: 'none' }, customSiteTitle: 'Baobab API' }));

  const routes: MountedRoute[] = [];
  for (const module of container.modules) {
    if (!module.contributes?.routes) continue;
    const routers = [module.contributes.routes(container)].flat();
    for (const router of routers) {
      for (const route of router.routes) {
        mountRoute(app, route, router.tag, { sequelize: deps.sequelize, access, registry });
        routes.push({ ...route, tag: router.tag });
      }
    }
  }

  serveRenderer(app, options.rendererDir);
  app.use(notFoundHandler);
  app.use(problemHandler(deps.logger));
  return { app, registry, routes };
}

function serveRenderer(app: Express, rendererDir: string | undefined): void {
  app.get('/', (_req, res) => res.redirect('/app/'));
  if (!rendererDir || !fs.existsSync(path.join(rendererDir, 'index.html'))) return;
  app.use('/app', express.static(rendererDir, { index: false, maxAge: '1h' }));
  app.get('/app/{*rest}', (_req, res) => {
    res.setHeader('Cache-Control', 'no-cache');
    // `root` keeps the dotfile check to the file name: the install path may hold a dot folder
    // (an AppImage runs from /tmp/.mount_…), which sendFile would otherwise answer with 404.
    res.sendFile('index.html', { root: rendererDir });
  });
}
