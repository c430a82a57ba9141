export * from './routes';
export * from './events/identity.events';
