export * from './data-source-options';
export * from './migrate';
export * from './transaction-runner';
export * from './database.module';
export * from './pg-notifications';
export * from './returning-rows';
export * from './sql-params';
export * from './uuid';
