export * from './http';
export * from './webhook-delivery';
