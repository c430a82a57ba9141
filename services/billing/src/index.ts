export * from './billing.database';
export * from './billing.module';
export * from './billing.service';
export * from './stripe/stripe-client';
