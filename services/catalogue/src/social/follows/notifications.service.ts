import { Inject, Injectable } from '@nestjs/common';
import { URL_SECRET } from '@sampleteca/config';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { FollowerNewsRepository } from './follower-news.repository';
import type { Notifications } from './follows.dto';
import { FOLLOWER_NEWS_CHANNEL } from './news-channel';
import { NewsDigestRepository } from './news-digest.repository';
import { readPayload } from './news-stream.service';
import { isUnsubscribeToken } from './unsubscribe-token';

const RECENT = 20;

/** The bell's news (read or not) and the daily digest's subscription. */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly news: FollowerNewsRepository,
    private readonly digests: NewsDigestRepository,
    private readonly transactions: TransactionRunner,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
  ) {}

  async list(userId: string): Promise<Notifications> {
    const [rows, unread] = await Promise.all([this.news.recent(userId, RECENT), this.news.unread([userId])]);
    return {
      unread: unread.get(userId) ?? 0,
      items: rows.map((row) => ({
        soundId: row.sound_id,
        soundName: row.sound_name,
        imageUrl: row.image_url,
        producer: { id: row.producer_id, name: row.producer_name, imageUrl: row.producer_avatar },
        createdAt: row.created_at.toISOString(),
        read: row.read,
      })),
    };
  }

  /** All read; the bells of the reader's other tabs (any process) go dark too. */
  async markAllRead(userId: string): Promise<void> {
    await this.news.markAllRead(userId);
    await notifyOnCommit(this.transactions.dataSource.manager, FOLLOWER_NEWS_CHANNEL, readPayload(userId));
  }

  async digest(userId: string): Promise<{ subscribed: boolean }> {
    return { subscribed: await this.digests.subscribed(userId) };
  }

  async setDigest(userId: string, subscribed: boolean): Promise<{ subscribed: boolean }> {
    await this.digests.set(userId, subscribed);
    return { subscribed };
  }

  /** The e-mail's one-click unsubscribe: the link's token proves whose it is. */
  async unsubscribe(userId: string, token: string): Promise<{ subscribed: boolean }> {
    if (!isUnsubscribeToken(this.urlSecret, userId, token))
      throw catalogueError(CatalogueErrorCode.UnsubscribeLinkInvalid);
    return this.setDigest(userId, false);
  }
}
