export * from './distribution.database';
export * from './distribution.module';
export * from './distribution.definition';
