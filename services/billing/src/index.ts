export * from './billing.database';
export * from './billing.module';
export * from './billing.definition';
export * from './stripe/stripe-client';
