import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import type { Config } from '@sampleteca/config';
import { currentCorrelationId } from './correlation';
import { HealthController } from './health.controller';
import { redactingSerializers } from './log-redaction';
import { ReadinessRegistry } from './readiness.registry';

/** JSON logs carrying the correlation id, the probes and the metrics endpoint. */
@Global()
@Module({})
export class ObservabilityModule {
  static forRoot(config: Pick<Config, 'LOG_LEVEL' | 'NODE_ENV' | 'SERVICES' | 'ROLES'>): DynamicModule {
    return {
      module: ObservabilityModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.LOG_LEVEL,
            base: { services: config.SERVICES.join(','), roles: config.ROLES.join(',') },
            // The correlation middleware has set req.id; every log line inside carries it.
            genReqId: (request) => (request as { id?: string }).id ?? currentCorrelationId() ?? '',
            mixin: () => {
              const correlationId = currentCorrelationId();
              return correlationId ? { correlationId } : {};
            },
            autoLogging: { ignore: (request) => /^\/api\/(health|ready|metrics)/.test(request.url ?? '') },
            // No secret in a log line: tokens in URLs, credentials in headers, bodies.
            serializers: redactingSerializers,
          },
        }),
      ],
      controllers: [HealthController],
      providers: [ReadinessRegistry],
      exports: [ReadinessRegistry],
    };
  }
}
