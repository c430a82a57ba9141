import { Injectable, Logger } from '@nestjs/common';
import type { SoundPublished } from '@sampleteca/contracts';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { FollowerNewsRepository } from './follower-news.repository';
import { FOLLOWER_NEWS_CHANNEL } from './news-channel';

/**
 * Followers per statement: each batch is a short transaction of its own, so a producer with
 * 100,000 followers holds nothing for long and other requests go on meanwhile (bench/follows).
 */
export const FAN_OUT_BATCH = 5_000;
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Tells every follower of a producer that a sound of theirs became public, batch after batch in
 * follower order. Run again (the event redelivered, a worker killed midway) it tells only those
 * not told yet: follower_news is keyed by (follower, sound). Each batch wakes the bells of the
 * followers it reached, in every process (NOTIFY).
 */
@Injectable()
export class FollowerNewsService {
  private readonly logger = new Logger('FollowerNews');

  constructor(
    private readonly news: FollowerNewsRepository,
    private readonly transactions: TransactionRunner,
  ) {}

  async fanOut({ soundId, ownerUserId, publishedAt }: SoundPublished): Promise<number> {
    const started = Date.now();
    let after = NOBODY;
    let total = 0;
    for (;;) {
      const { last, reached } = await this.news.tellBatch(
        ownerUserId,
        soundId,
        new Date(publishedAt),
        after,
        FAN_OUT_BATCH,
      );
      total += reached;
      if (reached) await notifyOnCommit(this.transactions.dataSource.manager, FOLLOWER_NEWS_CHANNEL, soundId);
      if (reached < FAN_OUT_BATCH || !last) break;
      after = last;
    }
    if (total) this.logger.log({ soundId, followers: total, ms: Date.now() - started }, 'seguidores avisados');
    return total;
  }
}
