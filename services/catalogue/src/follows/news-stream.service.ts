import { Inject, Injectable, Logger, type MessageEvent, type OnApplicationShutdown } from '@nestjs/common';
import { Observable, type Subscriber } from 'rxjs';
import { SessionRevocationsStore, type AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { PgNotificationsClient } from '@sampleteca/database';
import { liveStreamsOpen } from '@sampleteca/observability';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import { FollowerNewsRepository } from './follower-news.repository';
import { FOLLOWER_NEWS_CHANNEL } from './news-channel';

const HEARTBEAT_MS = 15_000;
/** What a full process asks a client to wait before opening its bell again (another pod may take it). */
const FULL_RETRY_AFTER_SECONDS = 30;
/** A notification naming one reader: they read their news (another tab, another process). */
export const readPayload = (userId: string) => `read:${userId}`;

type Stream = {
  subscriber: Subscriber<MessageEvent>;
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
 * Bounded (#43): a person holds at most CATALOGUE_NEWS_STREAMS_PER_PERSON streams in a process
 * (one more is refused: the portal then stops asking from that tab), the process at most
 * CATALOGUE_NEWS_STREAMS_PER_PROCESS (503 with Retry-After). A stream lives only as long as its
 * session: every CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS one Redis round trip asks which of the
 * sessions streaming here were revoked (sign-out, password change…), and those streams end, as do
 * those whose token expired; the portal opens its bell again with a fresh token.
 */
@Injectable()
export class NewsStreamService implements OnApplicationShutdown {
  private readonly logger = new Logger('NewsStream');
  private readonly streams = new Map<string, Set<Stream>>();
  private held = 0;
  private listening: Promise<unknown> | undefined;
  private sessionCheck: NodeJS.Timeout | undefined;

  constructor(
    private readonly news: FollowerNewsRepository,
    private readonly notifications: PgNotificationsClient,
    private readonly revocations: SessionRevocationsStore,
    @Inject(CONFIG)
    private readonly config: Pick<
      Config,
      | 'CATALOGUE_NEWS_STREAMS_PER_PERSON'
      | 'CATALOGUE_NEWS_STREAMS_PER_PROCESS'
      | 'CATALOGUE_NEWS_STREAM_SESSION_CHECK_MS'
    >,
  ) {}

  /** Refuses past a bound (429, 503) before anything is sent; counted once Nest subscribes. */
  open(user: AuthUser): Observable<MessageEvent> {
    this.admit(user.id);
    return new Observable<MessageEvent>((subscriber) => {
      // Checked again: another stream may have been taken between the answer and the subscription.
      try {
        this.admit(user.id);
      } catch (refusal) {
        subscriber.error(refusal);
        return;
      }
      const stream: Stream = { subscriber, shown: undefined, sessionId: user.sessionId, expiresAt: user.expiresAt };
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
        mine.delete(stream);
        if (!mine.size) this.streams.delete(user.id);
        this.held -= 1;
        liveStreamsOpen.dec({ stream: 'news' });
        if (this.held === 0) this.stopWatchingSessions();
      };
    });
  }

  onApplicationShutdown(): void {
    this.stopWatchingSessions();
  }

  private admit(userId: string): void {
    if (this.held >= this.config.CATALOGUE_NEWS_STREAMS_PER_PROCESS)
      throw catalogueError(CatalogueErrorCode.NewsStreamsFull, {
        details: { retryAfterSeconds: FULL_RETRY_AFTER_SECONDS },
      });
    if ((this.streams.get(userId)?.size ?? 0) >= this.config.CATALOGUE_NEWS_STREAMS_PER_PERSON)
      throw catalogueError(CatalogueErrorCode.NewsStreamsPerPerson);
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
