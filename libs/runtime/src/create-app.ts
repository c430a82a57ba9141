import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { Config } from '@sampleteca/config';
import { createValidationPipe, EXPOSED_HEADERS, UnsafeInputPipe } from '@sampleteca/http';
import { RabbitEventsServer } from '@sampleteca/messaging';
import { correlationMiddleware, httpMetricsMiddleware } from '@sampleteca/observability';
import { compressResponses } from './compress-responses';
import { mountOpenApi } from './openapi';
import { PlatformModule } from './platform.module';
import { securityHeaders } from './security-headers';
import type { ServiceDefinition } from './service-definition';
import { serveFrontends } from './static-frontends';
import { workerOnlyRoutes } from './worker-only-routes';

/**
 * Assembles the process: the selected services, the roles (api: HTTP routes; worker: event
 * consumers and job workers), /api prefix, docs and the front ends. Not yet listening.
 */
export async function createPlatformApp(
  config: Config,
  services: ServiceDefinition[],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(PlatformModule.forRoot(config, services), {
    bufferLogs: true,
    abortOnError: false,
    // Webhook signatures (Stripe, e-signature) are computed over the exact bytes received.
    rawBody: true,
    // Literal segments before ':id' ones (GET /api/sounds/facets before /api/sounds/:id), whatever
    // the order of modules and controllers: a service's feature modules stay free to import each other.
    routeResolutionStrategy: 'specificity',
  });
  app.useLogger(app.get(Logger));
  app.use(correlationMiddleware);
  app.use(httpMetricsMiddleware);
  app.disable('x-powered-by');
  const servesApi = config.ROLES.includes('api');
  if (!servesApi) app.use(workerOnlyRoutes());
  app.use(securityHeaders(config));
  app.use(...compressResponses());
  app.set('trust proxy', config.TRUST_PROXY);
  app.enableCors({
    origin: config.CORS_ORIGINS ? config.CORS_ORIGINS.split(',').map((origin) => origin.trim()) : false,
    exposedHeaders: EXPOSED_HEADERS,
    credentials: true,
  });
  app.setGlobalPrefix('api');
  app.useGlobalPipes(new UnsafeInputPipe(), createValidationPipe());
  app.enableShutdownHooks();

  if (servesApi) {
    mountOpenApi(app, services);
    serveFrontends(
      app,
      [
        { mount: '/', dir: config.PORTAL_DIST },
        { mount: '/console', dir: config.CONSOLE_DIST },
      ],
      config.PUBLIC_URL,
    );
  }

  if (config.ROLES.includes('worker')) {
    app.connectMicroservice({ strategy: app.get(RabbitEventsServer) }, { inheritAppConfig: true });
  }
  return app;
}
