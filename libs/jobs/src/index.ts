export * from './queue-definition';
export * from './redis-connection';
export * from './typed-queue';
export * from './worker';
export * from './job-processor.decorator';
export * from './jobs-runtime';
export * from './jobs.module';
export * from './admin';
