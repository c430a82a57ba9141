import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { PROCESS_ROUTES, routeOwner } from '@sampleteca/contracts';
import type { ServiceDefinition } from './service-definition';

export const API_PREFIX = '/api';

function builder(title: string): DocumentBuilder {
  return new DocumentBuilder()
    .setTitle(title)
    .setDescription('API da Sampleteca. Erros respondem { statusCode, code, message, details? } em português.')
    .setVersion('0.1.0')
    .setLicense('AGPL-3.0', 'https://www.gnu.org/licenses/agpl-3.0.html')
    .addBearerAuth();
}

export type OpenApiDocuments = { combined: OpenAPIObject; services: Record<string, OpenAPIObject> };

/** The combined document (portal's client types) and one per service (its contract). */
export function buildOpenApiDocuments(app: INestApplication, services: ServiceDefinition[]): OpenApiDocuments {
  const combined = SwaggerModule.createDocument(app, builder('Sampleteca API').build());
  const perService = Object.fromEntries(
    services.map((service) => {
      const document = SwaggerModule.createDocument(app, builder(`Sampleteca — ${service.title}`).build(), {
        include: [service.module, ...(service.features ?? [])],
      });
      return [service.name, document];
    }),
  );
  return { combined, services: perService };
}

/**
 * Every route a service registers must sit under a prefix it owns (or be a per-process
 * route), so the ingress can send each request to the right service.
 */
export function assertRouteOwnership(documents: OpenApiDocuments): void {
  const problems: string[] = [];
  for (const [service, document] of Object.entries(documents.services)) {
    for (const path of Object.keys(document.paths)) {
      const local = path.startsWith(API_PREFIX) ? path.slice(API_PREFIX.length) : path;
      const isProcessRoute = PROCESS_ROUTES.some((route) => local === route || local.startsWith(`${route}/`));
      if (isProcessRoute) continue;
      const owner = routeOwner(local);
      if (owner !== service)
        problems.push(`${service} registra ${path}, cujo prefixo pertence a ${owner ?? 'nenhum serviço'}`);
    }
  }
  if (problems.length) throw new Error(`Rotas fora dos prefixos dos serviços:\n  ${problems.join('\n  ')}`);
}

/**
 * Serves the documents, built on their first request: scanning every controller costs ~0.2–0.3 s
 * of CPU, which a process paid at each start (and the test suite some hundred times) for pages
 * few people open. The routes' ownership is checked on the same documents by the contract test.
 */
export function mountOpenApi(app: INestApplication, services: ServiceDefinition[]): void {
  let documents: OpenApiDocuments | undefined;
  const built = () => (documents ??= buildOpenApiDocuments(app, services));
  SwaggerModule.setup('api/docs', app, () => built().combined, {
    jsonDocumentUrl: 'api/openapi.json',
    customSiteTitle: 'Sampleteca API',
  });
  const http = app.getHttpAdapter();
  for (const service of services) {
    http.get(
      `${API_PREFIX}/docs/${service.name}.json`,
      (_request: unknown, response: { json: (body: unknown) => void }) => response.json(built().services[service.name]),
    );
  }
}
