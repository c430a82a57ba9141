export * from './media.database';
export * from './media.module';
export * from './media.definition';
