export * from './schema';
export * from './load-config';
export * from './config.module';
