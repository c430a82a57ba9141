export * from './correlation';
export * from './correlation.middleware';
export * from './http-metrics.middleware';
export * from './log-redaction';
export * from './metrics';
export * from './readiness.registry';
export * from './observability.module';
