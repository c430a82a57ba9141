export * from './dead-letter-inspector';
export * from './outbox-backlog';
