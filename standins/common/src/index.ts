export * from './http';
export * from './webhook-delivery';
export * from './local-server';
export * from './page-layout';
export * from './route-table';
export * from './stand-in-server';
