import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { listOf } from './lists';

export const SERVICE_NAMES = ['identity', 'catalogue', 'media', 'billing', 'distribution'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export const ROLE_NAMES = ['api', 'worker'] as const;

/** A comma-separated list whose every entry must be one of `allowed`; empty means all. */
function csvOf<T extends string>(allowed: readonly T[]) {
  return z
    .string()
    .default(allowed.join(','))
    .transform((value, ctx) => {
      const items = listOf(value);
      const unknown = items.filter((item) => !allowed.includes(item as T));
      if (unknown.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `valores desconhecidos: ${unknown.join(', ')} (aceitos: ${allowed.join(', ')})`,
        });
        return z.NEVER;
      }
      return [...new Set(items.length ? items : allowed)] as T[];
    });
}

const url = (protocols: string[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (value) => {
        try {
          return protocols.includes(new URL(value).protocol);
        } catch {
          return false;
        }
      },
      `deve ser uma URL ${protocols.join(' ou ')}`,
    );

/**
 * One URL or several separated by commas (the nodes of a cluster), each of the given protocols.
 * Kept as the text it was given: `listOf` splits it where a connection is made.
 */
const urlList = (protocols: string[], fallback: string) =>
  z
    .string()
    .default(fallback)
    .refine(
      (value) =>
        listOf(value).length > 0 &&
        listOf(value).every((entry) => {
          try {
            return protocols.includes(new URL(entry).protocol);
          } catch {
            return false;
          }
        }),
      `deve ser uma URL ${protocols.join(' ou ')}, ou várias separadas por vírgulas`,
    );

/** `host:port` entries separated by commas; empty is allowed (the feature is off). */
const hostPorts = z
  .string()
  .default('')
  .refine(
    (value) => listOf(value).every((entry) => /^[^\s:,]+:\d{1,5}$/.test(entry)),
    'deve ser vazio ou uma lista host:porta separada por vírgulas',
  );

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** A proxy `trust proxy` may believe: Express's named ranges, an address or a subnet. */
const proxyAddress = z.union([
  z.enum(['loopback', 'linklocal', 'uniquelocal']),
  z.ipv4(),
  z.ipv6(),
  z.cidrv4(),
  z.cidrv6(),
]);

/**
 * Express's `trust proxy`: nothing (default), a hop count, or the proxies' addresses and
 * subnets. `true` (every hop) is refused: it would let any client forge its address.
 */
const trustProxy = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === '' || text === 'false') return false;
    if (/^\d+$/.test(text)) return Number(text) || false;
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const invalid = entries.filter((entry) => !proxyAddress.safeParse(entry).success);
    if (invalid.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `valores inválidos: ${invalid.join(', ')} (aceitos: um número de proxies, ou endereços e sub-redes como loopback, 10.0.0.0/8)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** Every variable the platform reads. `.env.example` documents each one. */
const variables = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // This machine only by default: a development platform (stand-ins, dev mailbox) is no open door.
  HOST: z.string().min(1).default('127.0.0.1'),
  // Which proxies in front may set X-Forwarded-For (the client address rate limits count).
  TRUST_PROXY: trustProxy,
  PUBLIC_URL: url(['http:', 'https:'], 'http://localhost:3000'),
  SERVICES: csvOf(SERVICE_NAMES),
  ROLES: csvOf(ROLE_NAMES),
  // Processes serving on PORT, each with every role: 'auto' is one per core (`npm start` asks for
  // it); a pod or a test runs one, and scales by pods.
  PLATFORM_PROCESSES: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'deve ser auto ou um número de 1 a 64',
    })
    .default(1)
    .transform((value) => (value === 'auto' ? availableParallelism() : value)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: z.string().default(''),
  METRICS_TOKEN: z.string().default(''),
  // How long a worker holds the lease that makes it the one pod reporting cluster-wide metrics.
  METRICS_LEASE_SECONDS: z.coerce.number().int().min(1).default(30),

  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgres://postgres@127.0.0.1:5432/sampleteca'),
  DATABASE_POOL_SIZE: positiveInt(10),
  MIGRATIONS_RUN: z.stringbool().default(true),
  // Outside production, a first start with an empty catalogue publishes a demo catalogue.
  DEMO_CATALOGUE: z.stringbool().default(true),

  // Every node of a RabbitMQ cluster, comma-separated: the platform connects to one that answers
  // and, when its node goes, to another (quorum queues keep the events on the others).
  RABBITMQ_URL: urlList(['amqp:', 'amqps:'], 'amqp://guest:guest@127.0.0.1:5672'),
  EVENTS_EXCHANGE: z.string().min(1).default('sampleteca.events'),
  EVENTS_QUEUE_PREFIX: z.string().min(1).default('sampleteca'),
  EVENTS_MAX_ATTEMPTS: positiveInt(5),
  EVENTS_RETRY_BASE_MS: positiveInt(1000),
  EVENTS_PREFETCH: positiveInt(10),
  EVENTS_PUBLISH_TIMEOUT_MS: positiveInt(5000),
  OUTBOX_POLL_MS: positiveInt(500),
  OUTBOX_BATCH_SIZE: positiveInt(100),
  // classic: one copy of each message, on one node (development, existing installs). quorum:
  // replicated across a cluster's nodes, so losing a node loses nothing. RabbitMQ refuses to
  // redeclare a queue with another type (PRECONDITION_FAILED): switching needs the service
  // queues (<prefix>.<service>, .retry.*, .dead) deleted once drained, or a new vhost.
  EVENTS_QUEUE_TYPE: z.enum(['classic', 'quorum']).default('classic'),
  // Published outbox rows are deleted this many days after publication; 0 keeps them forever.
  // events:redeliver replays only what is kept: a consumer can be backfilled this far back.
  EVENTS_OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(0).default(30),
  // Inbox keys (event, handler) are deleted this many days after handling; 0 keeps them forever.
  // Never shorter than the outbox's (checked below): a key must outlive every copy of its event
  // that can still arrive (a redelivery of a kept outbox row). A week longer by default covers
  // a republished event (its outbox row dated after the first delivery) and a backed-up queue.
  EVENTS_INBOX_RETENTION_DAYS: z.coerce.number().int().min(0).default(37),
  // How often the worker role prunes outbox and inbox (once per cluster per period; a week at
  // most, a timer's limit), and how many rows one DELETE takes (short transactions, no long locks).
  EVENTS_PRUNE_EVERY_SECONDS: z.coerce.number().int().min(1).max(604_800).default(3600),
  EVENTS_PRUNE_BATCH_SIZE: positiveInt(1000),

  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379'),
  REDIS_PREFIX: z.string().min(1).default('sampleteca'),
  // Redis found through Sentinels (host:port,…) under a master name, following its failovers;
  // REDIS_URL then gives only the password, database and TLS. Empty: REDIS_URL's host itself.
  REDIS_SENTINELS: hostPorts,
  REDIS_SENTINEL_MASTER: z.string().min(1).default('sampleteca'),
  REDIS_SENTINEL_PASSWORD: z.string().default(''),
  JOBS_ATTEMPTS: positiveInt(5),
  JOBS_BACKOFF_MS: positiveInt(1000),
  JOBS_LOCK_DURATION_MS: positiveInt(30000),
  JOBS_STALLED_INTERVAL_MS: positiveInt(30000),

  JWT_ISSUER: z.string().min(1).default('sampleteca'),
  JWT_AUDIENCE: z.string().min(1).default('sampleteca'),
  JWKS_URL: z.string().default(''),
  JWT_PRIVATE_KEY: z.string().default(''),
  JWT_KEYS_DIR: z.string().default('var/keys'),

  // --- identity ---
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(3600),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  SIGNUP_LINK_TTL_HOURS: positiveInt(24),
  RECOVERY_LINK_TTL_MINUTES: positiveInt(60),
  SIGNUP_LIMIT_PER_HOUR: positiveInt(10),
  SMTP_URL: z.string().default(''),
  // How often each identity worker queues again mail whose job Redis lost (identity.outgoing_mail).
  MAIL_SWEEP_EVERY_SECONDS: z.coerce.number().int().min(1).default(30),
  // How often catalogue workers look for followers' daily digests that are due (each goes at most daily).
  NEWS_DIGEST_SWEEP_SECONDS: z.coerce.number().int().min(1).default(900),
  MAIL_FROM: z.string().min(3).default('Sampleteca <nao-responda@sampleteca.local>'),
  OAUTH_STANDIN: z.stringbool().default(true),
  // The OAuth stand-in another process runs for all (npm start on several cores); empty: each
  // process that needs one starts its own.
  OAUTH_STANDIN_URL: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/]/.test(value), 'deve ser vazio ou uma URL http ou https'),
  OAUTH_GOOGLE_CLIENT_ID: z.string().default(''),
  OAUTH_GOOGLE_CLIENT_SECRET: z.string().default(''),
  OAUTH_FACEBOOK_CLIENT_ID: z.string().default(''),
  OAUTH_FACEBOOK_CLIENT_SECRET: z.string().default(''),
  OAUTH_SPOTIFY_CLIENT_ID: z.string().default(''),
  OAUTH_SPOTIFY_CLIENT_SECRET: z.string().default(''),
  // --- end identity ---

  // --- billing ---
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_STANDIN_STATE_FILE: z.string().default('var/stripe-standin.json'),
  // Stripe's API address; empty is Stripe's own. Another one speaks for Stripe to every process
  // of a cluster on one machine (npm run topology's shared stand-in), where each process's own
  // stand-in would see only its own checkouts.
  STRIPE_API_URL: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/]/.test(value), 'deve ser vazio ou uma URL http ou https'),
  BILLING_RECONCILE_MINUTES: positiveInt(60),
  // --- end billing ---

  // --- distribution ---
  // Empty token: the local ZapSign stand-in (outside production). The API URL is ZapSign's.
  ZAPSIGN_API_URL: url(['http:', 'https:'], 'https://api.zapsign.com.br'),
  ZAPSIGN_API_TOKEN: z.string().default(''),
  ZAPSIGN_TEMPLATE_ID: z.string().default('sampleteca-distribuicao'),
  // Sent back by ZapSign in a custom webhook header; required in production.
  ZAPSIGN_WEBHOOK_SECRET: z.string().default(''),
  CONTRACT_POLL_INTERVAL_MS: positiveInt(5000),
  // After this long without a signature the platform stops asking and marks the contract abandoned.
  CONTRACT_POLL_MAX_HOURS: positiveInt(72),
  // --- end distribution ---

  // --- catalogue ---
  // A search's total is counted exactly up to this many matches (each costs a row read); past
  // it the total is estimated from a 1 % sample (totalIsEstimate). 0: every search estimated.
  CATALOGUE_EXACT_SEARCH_COUNT: z.coerce.number().int().min(0).default(5_000),
  // Browsed pages shared between viewers, per process (sound-lists/shared-pages.cache.ts); 0 turns it off.
  CATALOGUE_SHARED_PAGES: z.coerce.number().int().min(0).default(500),
  // 'Sons parecidos' (similar/): cells of timbre vectors read per query (more: closer to exact, slower).
  CATALOGUE_TIMBRE_PROBES: positiveInt(32),
  // Below this many described sounds every query measures them all; at it, the worker trains cells,
  // and trains them again each time the catalogue grows fourfold.
  CATALOGUE_TIMBRE_CELLS_FROM: positiveInt(20_000),
  // 'Meu painel': a visitor's preview play (no account) counts once per visitor, sound and day, and
  // at most this many visitors' per client address, sound and day (one person changing browsers).
  CATALOGUE_VISITOR_PLAYS_PER_ADDRESS: positiveInt(10),
  // How often catalogue workers drop past days' rows kept only to count a day once (plays, likes, follows).
  CATALOGUE_COUNTED_DAYS_PURGE_SECONDS: positiveInt(3600),
  // The bell's live streams (follows/news-stream.service.ts): how many one person may hold open over
  // every process (more are refused, 429), how many a process holds in all (more: 503, another pod may take
  // them), and how often their sessions are checked (a signed-out or expired one ends within this).
  CATALOGUE_NEWS_STREAMS_PER_PERSON: z.coerce.number().int().min(1).max(100).default(5),
  CATALOGUE_NEWS_STREAMS_PER_PROCESS: positiveInt(1_000),
  CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS: z.coerce.number().int().min(50).max(60_000).default(3_000),
  // The per-person bound holds over every process (#43): each stream holds a lease in Redis, renewed
  // every third of this; a process that dies leaves leases that expire within it.
  CATALOGUE_NEWS_STREAM_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(45_000),
  // --- end catalogue ---

  PORTAL_DIST: z.string().default('portal/dist'),
  CONSOLE_DIST: z.string().default('console/dist'),

  // --- MEDIA (uploads, storage, signed URLs) ---------------------------------------------
  MEDIA_STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  MEDIA_LOCAL_DIR: z.string().min(1).default('var/media'),
  MEDIA_URL_SECRET: z.string().default(''),
  // S3 presigned URLs live at most 7 days.
  MEDIA_SIGNED_URL_TTL_SECONDS: z.coerce.number().int().min(60).max(604800).default(3600),
  MEDIA_IMAGE_MAX_BYTES: positiveInt(5 * 1024 * 1024),
  MEDIA_VISITOR_UPLOAD_LIMIT: positiveInt(20),
  MEDIA_VISITOR_UPLOAD_WINDOW_SECONDS: positiveInt(3600),
  S3_ENDPOINT: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/]/.test(value), 'deve ser vazio ou uma URL http ou https'),
  S3_PUBLIC_ENDPOINT: z
    .string()
    .default('')
    .refine((value) => value === '' || /^https?:\/\/[^/]/.test(value), 'deve ser vazio ou uma URL http ou https'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(1).default('sampleteca'),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  MEDIA_AUDIO_MAX_BYTES: positiveInt(200 * 1024 * 1024),
  // Tempo and key are estimated on the first this many seconds (bounds worker memory).
  MEDIA_AUDIO_ANALYSIS_MAX_SECONDS: z.coerce.number().int().min(10).max(3600).default(300),
  MEDIA_FFMPEG_PATH: z.string().min(1).default('ffmpeg'),
  // Images decoded at once per process (each large one holds its pixels while it is scaled).
  // Search with a sound (#34): what a user may send (nothing is kept), and how many this process
  // describes at once (the others wait their turn, each person's in turn: #43). One person has at
  // most MEDIA_SEARCH_SOUND_PER_PERSON in flight over all processes (more: 429), and a process holds
  // at most CONCURRENCY + MEDIA_SEARCH_SOUND_QUEUE (more: 503); both refused before the upload is read.
  MEDIA_SEARCH_SOUND_MAX_BYTES: positiveInt(20 * 1024 * 1024),
  MEDIA_SEARCH_SOUND_MAX_SECONDS: positiveInt(30),
  MEDIA_SEARCH_SOUND_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(2),
  MEDIA_SEARCH_SOUND_PER_PERSON: z.coerce.number().int().min(1).max(16).default(2),
  MEDIA_SEARCH_SOUND_QUEUE: z.coerce.number().int().min(0).max(1_000).default(8),
  // The per-person bound holds over every process: each search holds a lease in Redis from its
  // admission to its end, renewed every third of this; a process that dies leaves leases that expire within it.
  MEDIA_SEARCH_SOUND_LEASE_MS: z.coerce.number().int().min(300).max(600_000).default(30_000),
  MEDIA_IMAGE_DECODE_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(1),
  // An upload no sound has taken after this many seconds is deleted (avatars excepted).
  MEDIA_UNUSED_UPLOAD_MAX_AGE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  MEDIA_UNUSED_UPLOAD_SWEEP_EVERY_SECONDS: z.coerce.number().int().min(10).default(3600),
  // How often each worker looks for audio files whose job Redis lost (and queues them again):
  // an upload is processed at most about twice this long after a Redis restart.
  MEDIA_AUDIO_SWEEP_EVERY_SECONDS: z.coerce.number().int().min(1).default(30),
  // --- end MEDIA --------------------------------------------------------------------------
});

/** The variables, and the settings production refuses because they leave something open. */
export const environmentSchema = variables
  .refine((env) => env.NODE_ENV !== 'production' || env.METRICS_TOKEN !== '', {
    path: ['METRICS_TOKEN'],
    message:
      'obrigatório em produção: sem ele /api/metrics fica aberto a qualquer um (defina o token que o Prometheus apresenta, ex.: openssl rand -hex 32)',
    // Listed with every other bad variable, not only once the rest is valid.
    when: () => true,
  })
  .refine((env) => inboxOutlivesOutbox(env.EVENTS_INBOX_RETENTION_DAYS, env.EVENTS_OUTBOX_RETENTION_DAYS), {
    path: ['EVENTS_INBOX_RETENTION_DAYS'],
    message:
      'deve ser 0 (para sempre) ou pelo menos EVENTS_OUTBOX_RETENTION_DAYS: uma chave apagada antes do evento no outbox deixaria events:redeliver aplicá-lo de novo',
    when: () => true,
  });

/** 0 is forever; with other variables invalid the values may be anything, so only numbers are compared. */
function inboxOutlivesOutbox(inboxDays: unknown, outboxDays: unknown): boolean {
  if (typeof inboxDays !== 'number' || typeof outboxDays !== 'number') return true;
  if (inboxDays === 0) return true;
  return outboxDays !== 0 && inboxDays >= outboxDays;
}

export type Environment = z.infer<typeof environmentSchema>;
