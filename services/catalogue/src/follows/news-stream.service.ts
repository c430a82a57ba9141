import { Injectable, Logger, type MessageEvent } from '@nestjs/common';
import { Observable, type Subscriber } from 'rxjs';
import { PgNotificationsClient } from '@sampleteca/database';
import { FollowerNewsRepository } from './follower-news.repository';
import { FOLLOWER_NEWS_CHANNEL } from './news-channel';

const HEARTBEAT_MS = 15_000;
/** A notification naming one reader: they read their news (another tab, another process). */
export const readPayload = (userId: string) => `read:${userId}`;

type Stream = { subscriber: Subscriber<MessageEvent>; shown: number | undefined };

/**
 * Each signed-in tab's bell, live: server-sent 'news' events with the unread count, now and at
 * every change. One LISTEN per process: when a fan-out batch commits (any process), one query
 * finds which of the people connected here it reached, and one more counts their unread news.
 */
@Injectable()
export class NewsStreamService {
  private readonly logger = new Logger('NewsStream');
  private readonly streams = new Map<string, Set<Stream>>();
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly news: FollowerNewsRepository,
    private readonly notifications: PgNotificationsClient,
  ) {}

  open(userId: string): Observable<MessageEvent> {
    return new Observable<MessageEvent>((subscriber) => {
      const stream: Stream = { subscriber, shown: undefined };
      const mine = this.streams.get(userId) ?? new Set<Stream>();
      mine.add(stream);
      this.streams.set(userId, mine);
      const heartbeat = setInterval(() => subscriber.next({ comment: 'ping' } as MessageEvent), HEARTBEAT_MS);
      heartbeat.unref();
      this.listening ??= this.notifications.listen(FOLLOWER_NEWS_CHANNEL, (payload) => void this.wake(payload));
      void this.listening.then(
        () => this.push([userId]),
        (error: unknown) => subscriber.error(error),
      );
      return () => {
        clearInterval(heartbeat);
        mine.delete(stream);
        if (!mine.size) this.streams.delete(userId);
      };
    });
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
