export * from './billing.database';
export * from './billing.module';
export * from './billing.service';
