export * from './routes';
export * from './events/identity.events';
export * from './events/media.events';
export * from './music';
export * from './events/billing.events';
export * from './events/catalogue.events';
export * from './download-grant';
export * from './events/distribution.events';
