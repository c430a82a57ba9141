export * from './data-source-options';
export * from './migrate';
export * from './transaction-runner';
export * from './database.module';
