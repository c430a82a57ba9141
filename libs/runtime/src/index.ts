export * from './service-definition';
export * from './service-health.controller';
export * from './platform.module';
export * from './openapi';
export * from './static-frontends';
export * from './create-app';
export * from './run-platform';
export * from './standalone';
