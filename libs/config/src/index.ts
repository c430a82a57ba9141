export * from './schema';
export * from './load-config';
export * from './config.module';
export * from './shared-secret';
export * from './lists';
export * from './redis-target';
export * from './event-queue-names';
