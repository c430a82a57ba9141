import { createHmac, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { CONFIG, type Config } from '@sampleteca/config';
import { createRedisClient } from '@sampleteca/jobs';
import { clock } from '@sampleteca/runtime';
import { statsDay } from './day-counting';

const DAY_MS = 86_400_000;
/** A request that began just before midnight still finds its day's key. */
const MARGIN_MS = 60_000;

/** Who played, as far as a visitor's play is counted: their address (visitorKey) and browser. */
export type Visitor = { address: string; userAgent: string };

/**
 * A visitor's preview play (someone not signed in, on a shared link) counted once per visitor,
 * sound and UTC day, without a cookie and without keeping who they are: each day has its own
 * random key, made by the first play of the day and kept in Redis only until that day ends; what
 * is kept is an HMAC under it of address, browser and sound, so once the key is gone nobody can
 * tell whose plays they were, not even with the address in hand. At most
 * CATALOGUE_VISITOR_PLAYS_PER_ADDRESS visitors count per address, sound and day: changing
 * browsers does not make one person an audience.
 */
@Injectable()
export class VisitorPlaysStore implements OnApplicationShutdown {
  private client: Redis | undefined;

  constructor(@Inject(CONFIG) private readonly config: Config) {}

  /** Created on first use: a process that never counts a visitor never connects. */
  private get redis(): Redis {
    this.client ??= createRedisClient(this.config);
    return this.client;
  }

  /** True when this is the visitor's first play of the sound today, and the address has room left. */
  async firstToday(soundId: string, visitor: Visitor): Promise<boolean> {
    const now = clock.now();
    const day = statsDay(now);
    const ttl = Date.parse(`${day}T00:00:00Z`) + DAY_MS - now + MARGIN_MS;
    const prefix = `${this.config.REDIS_PREFIX}:catalogue:visitor-plays:${day}`;
    const key = await this.dayKey(prefix, ttl);
    const mark = (...parts: string[]) => createHmac('sha256', key).update(parts.join('\n')).digest('base64url');

    const first = await this.redis.set(
      `${prefix}:play:${mark(visitor.address, visitor.userAgent, soundId)}`,
      '1',
      'PX',
      ttl,
      'NX',
    );
    if (first !== 'OK') return false;
    const fromAddress = `${prefix}:address:${mark(visitor.address, soundId)}`;
    const [[, counted]] = (await this.redis.multi().incr(fromAddress).pexpire(fromAddress, ttl).exec()) as [
      [Error | null, number],
    ];
    return counted <= this.config.CATALOGUE_VISITOR_PLAYS_PER_ADDRESS;
  }

  /** The day's random key: the first process to ask makes it, every other one reads it. */
  private async dayKey(prefix: string, ttl: number): Promise<Buffer> {
    const name = `${prefix}:key`;
    await this.redis.set(name, randomBytes(32).toString('base64'), 'PX', ttl, 'NX');
    const stored = await this.redis.get(name);
    if (!stored) throw new Error('a chave do dia das prévias de visitantes sumiu do Redis');
    return Buffer.from(stored, 'base64');
  }

  onApplicationShutdown(): void {
    this.client?.disconnect();
  }
}
