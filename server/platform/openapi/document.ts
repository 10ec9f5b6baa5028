import { OpenAPIRegistry, OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';

export function createRegistry(): OpenAPIRegistry {
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  return registry;
}

export function buildDocument(registry: OpenAPIRegistry, version: string): object {
  // Every tag an operation carries, declared once at the top, in a stable order.
  const tags = [...new Set(registry.definitions.flatMap((d) => (d.type === 'route' ? (d.route.tags ?? []) : [])))].sort().map((name) => ({ name }));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Baobab API',
      version,
      description:
        'Errors are application/problem+json with a stable `code` (schema Problem). Lists answer {items, page, pageSize, total}. ' +
        'Amounts are decimal strings with two decimals.',
    },
    servers: [{ url: '/' }],
    tags,
  });
}
