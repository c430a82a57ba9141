/**
 * The fixed ports of the production topology on one machine (`npm run topology`), chosen clear
 * of the machine's own services (5432, 5672, 6379, 25672, 4369) and of the OS's ephemeral range.
 */
export const TOPOLOGY_PORTS = {
  etcd: [
    { client: 23791, peer: 23801 },
    { client: 23792, peer: 23802 },
    { client: 23793, peer: 23803 },
  ],
  patroni: [
    { postgres: 15431, rest: 18001 },
    { postgres: 15432, rest: 18002 },
    { postgres: 15433, rest: 18003 },
  ],
  /** HAProxy's PostgreSQL frontend: always the Patroni primary. */
  postgresPrimary: 15430,
  rabbitmq: [
    { amqp: 5681, dist: 25681 },
    { amqp: 5682, dist: 25682 },
    { amqp: 5683, dist: 25683 },
  ],
  redis: [16379, 16380],
  sentinels: [26391, 26392, 26393],
  /** HAProxy's HTTP frontend: the platform's address. */
  http: 3100,
  /** Two slot pairs per role: one pair runs, the other takes the next release. */
  api: [3101, 3102, 3103, 3104],
  worker: [3111, 3112, 3113, 3114],
  /** The shared Stripe and ZapSign stand-ins every platform process calls. */
  providers: { stripe: 3191, zapsign: 3192 },
} as const;

export const SENTINEL_MASTER_NAME = 'sampleteca';
export const RABBIT_NODE_PREFIX = 'sampleteca';
export const DATABASE_NAME = 'sampleteca';
