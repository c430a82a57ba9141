export * from './queue-inspector';
