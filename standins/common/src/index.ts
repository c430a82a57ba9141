export * from './http';
export * from './webhook-delivery';
export * from './local-server';
