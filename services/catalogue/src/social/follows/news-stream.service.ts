import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type MessageEvent,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { EMPTY, Observable, type Subscriber } from 'rxjs';
import { SessionRevocationsStore, type AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { PgNotificationsClient } from '@sampleteca/database';
import { JobsRuntime } from '@sampleteca/jobs';
import { liveStreamsOpen } from '@sampleteca/observability';
import { PersonLeasesLimiter, type PersonLease } from '@sampleteca/runtime';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { FollowerNewsRepository } from './follower-news.repository';
import { FOLLOWER_NEWS_CHANNEL } from './news-channel';

const HEARTBEAT_MS = 15_000;
/** What a full process asks a client to wait before opening its bell again (another pod may take it). */
const FULL_RETRY_AFTER_SECONDS = 30;
/** A notification naming one reader: they read their news (another tab, another process). */
export const readPayload = (userId: string) => `read:${userId}`;

/** What a person's streams are counted as in Redis, over every process (PersonLeasesLimiter). */
export const NEWS_STREAMS_SCOPE = 'catalogue:news-streams';

type Stream = {
  subscriber: Subscriber<MessageEvent>;
  lease: PersonLease;
  shown: number | undefined;
  sessionId: string | undefined;
  /** The access token's expiry (ms): the stream ends there, as the token's other requests would. */
  expiresAt: number | undefined;
};

/**
 * Each signed-in tab's bell, live: server-sent 'news' events with the unread count, now and at
 * every change. One LISTEN per process: when a fan-out batch commits (any process), one query
 * finds which of the people connected here it reached, and one more counts their unread news.
 *
 * Bounded (#43): a person holds at most CATALOGUE_NEWS_STREAMS_PER_PERSON streams over every
 * process (one more is refused: the portal then stops asking from that tab), counted by leases in
 * Redis that each stream renews while it lives (a process that dies leaves leases that expire by
 * themselves); the process at most CATALOGUE_NEWS_STREAMS_PER_PROCESS, counted here (503 with
 * Retry-After). Without Redis no stream opens (503 with Retry-After) and open ones end when their
 * lease cannot be renewed, as the session check ends them: closed, not unbounded. A stream lives only as long as its
 * session: every CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS one Redis round trip asks which of the
 * sessions streaming here were revoked (sign-out, password change…), and those streams end, as do
 * those whose token expired; the portal opens its bell again with a fresh token.
 */
@Injectable()
export class NewsStreamService implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('NewsStream');
  private readonly streams = new Map<string, Set<Stream>>();
  private readonly leases: PersonLeasesLimiter;
  private held = 0;
  private listening: Promise<unknown> | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly news: FollowerNewsRepository,
    private readonly notifications: PgNotificationsClient,
    private readonly revocations: SessionRevocationsStore,
    jobs: JobsRuntime,
    @Inject(CONFIG)
    private readonly config: Pick<
      Config,
      | 'REDIS_PREFIX'
      | 'CATALOGUE_NEWS_STREAMS_PER_PERSON'
      | 'CATALOGUE_NEWS_STREAMS_PER_PROCESS'
      | 'CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS'
      | 'CATALOGUE_NEWS_STREAM_LEASE_MS'
    >,
  ) {
    // The process's Redis connection, which JobsRuntime closes at shutdown.
    this.leases = new PersonLeasesLimiter(jobs.redis, {
      prefix: config.REDIS_PREFIX,
      scope: NEWS_STREAMS_SCOPE,
      limit: config.CATALOGUE_NEWS_STREAMS_PER_PERSON,
      leaseMs: config.CATALOGUE_NEWS_STREAM_LEASE_MS,
    });
  }

  /**
   * Refuses past a bound (429, 503) before anything is sent; counted here once Nest subscribes.
   * `closed`: the request's end (Nest's SSE signal), which gives the lease back even when the
   * client left before the stream was subscribed.
   */
  async open(user: AuthUser, closed: AbortSignal): Promise<Observable<MessageEvent>> {
    this.admitHere();
    const { lease } = await this.leases.take(user.id);
    if (!lease) throw catalogueError(CatalogueErrorCode.NewsStreamsPerPerson);
    if (closed.aborted) {
      await lease.release();
      return EMPTY;
    }
    closed.addEventListener('abort', () => void lease.release(), { once: true });
    return new Observable<MessageEvent>((subscriber) => {
      // Checked again: another stream may have been taken here between the answer and the subscription.
      try {
        this.admitHere();
      } catch (refusal) {
        void lease.release();
        subscriber.error(refusal);
        return;
      }
      const stream: Stream = {
        subscriber,
        lease,
        shown: undefined,
        sessionId: user.sessionId,
        expiresAt: user.expiresAt,
      };
      // A lease lost (Redis did not answer, or it expired meanwhile and the person's places were
      // taken): the stream ends, the portal asks again later.
      lease.keep(() => subscriber.complete());
      const mine = this.streams.get(user.id) ?? new Set<Stream>();
      mine.add(stream);
      this.streams.set(user.id, mine);
      this.held += 1;
      liveStreamsOpen.inc({ stream: 'news' });
      this.watchSessions();
      const heartbeat = setInterval(() => subscriber.next({ comment: 'ping' } as MessageEvent), HEARTBEAT_MS);
      heartbeat.unref();
      this.listening ??= this.notifications.listen(FOLLOWER_NEWS_CHANNEL, (payload) => void this.wake(payload));
      void this.listening.then(
        () => this.push([user.id]),
        (error: unknown) => subscriber.error(error),
      );
      return () => {
        clearInterval(heartbeat);
        void lease.release();
        mine.delete(stream);
        if (!mine.size) this.streams.delete(user.id);
        this.held -= 1;
        liveStreamsOpen.dec({ stream: 'news' });
        if (this.held === 0) this.stopWatchingSessions();
      };
    });
  }

  /** The places this process holds are given back before its Redis connection closes (JobsRuntime). */
  async beforeApplicationShutdown(): Promise<void> {
    const all = [...this.streams.values()].flatMap((streams) => [...streams]);
    await Promise.all(all.map((stream) => stream.lease.release()));
  }

  onApplicationShutdown(): void {
    this.stopWatchingSessions();
  }

  /** The process's own bound, counted in memory (the person's is the leases'). */
  private admitHere(): void {
    if (this.held >= this.config.CATALOGUE_NEWS_STREAMS_PER_PROCESS)
      throw catalogueError(CatalogueErrorCode.NewsStreamsFull, {
        details: { retryAfterSeconds: FULL_RETRY_AFTER_SECONDS },
      });
  }

  private watchSessions(): void {
    if (this.sessionCheck) return;
    this.sessionCheck = setInterval(
      () => void this.endEndedSessions(),
      this.config.CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS,
    );
    this.sessionCheck.unref();
  }

  private stopWatchingSessions(): void {
    clearInterval(this.sessionCheck);
    this.sessionCheck = undefined;
  }

  /** Ends the streams of revoked sessions and expired tokens: one Redis round trip for the process. */
  private async endEndedSessions(): Promise<void> {
    const all = [...this.streams.values()].flatMap((streams) => [...streams]);
    const sessionIds = [...new Set(all.flatMap((stream) => (stream.sessionId ? [stream.sessionId] : [])))];
    let revoked: Set<string> | undefined;
    try {
      revoked = await this.revocations.revokedAmong(sessionIds);
    } catch (error) {
      // As every request does without an answer from the list: closed. The portal asks again shortly.
      this.logger.warn({ err: error }, 'sino ao vivo encerrado: a lista de sessões encerradas não respondeu');
    }
    const now = Date.now();
    for (const stream of all) {
      const ended =
        !revoked ||
        !stream.sessionId ||
        revoked.has(stream.sessionId) ||
        (stream.expiresAt !== undefined && stream.expiresAt <= now);
      if (ended) stream.subscriber.complete();
    }
  }

  /** '' after the listening connection came back (notifications may be lost): everyone re-reads. */
  private async wake(payload: string): Promise<void> {
    try {
      const connected = [...this.streams.keys()];
      if (!connected.length) return;
      if (payload === '') return await this.push(connected);
      if (payload.startsWith('read:'))
        return await this.push([payload.slice('read:'.length)].filter((id) => this.streams.has(id)));
      await this.push(await this.news.told(payload, connected));
    } catch (error) {
      this.logger.warn({ err: error }, 'sino não atualizado: a contagem falhou');
    }
  }

  private async push(userIds: string[]): Promise<void> {
    if (!userIds.length) return;
    const unread = await this.news.unread(userIds);
    for (const userId of userIds) {
      const count = unread.get(userId) ?? 0;
      for (const stream of this.streams.get(userId) ?? []) {
        if (stream.shown === count) continue;
        stream.shown = count;
        stream.subscriber.next({ type: 'news', data: { unread: count } });
      }
    }
  }
}
