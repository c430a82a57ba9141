/**
 * The production topology on one machine (etcd, Patroni, HAProxy, RabbitMQ, Redis with Sentinels,
 * api and worker processes): what `npm run topology` starts, the chaos run drives and the backbone
 * tests fail over. An operator's tool, not test harness: libs/testing knows nothing of it.
 */
export * from './managed-process';
export * from './wait';
export * from './etcd';
export * from './patroni';
export * from './haproxy';
export * from './rabbitmq';
export * from './redis-sentinel';
export * from './topology-ports';
export * from './platform-process';
export * from './rolling-release';
export * from './topology';
