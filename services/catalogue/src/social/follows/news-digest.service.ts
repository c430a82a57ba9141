import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CatalogueEvents, PUBLIC_PATHS, soundSharePath, type NewsDigestDue } from '@sampleteca/contracts';
import { CONFIG, URL_SECRET, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { startRecurringSweep } from '@sampleteca/jobs';
import { Outbox } from '@sampleteca/messaging';
import { clock } from '@sampleteca/runtime';
import { NewsDigestRepository } from './news-digest.repository';
import { unsubscribeToken } from './unsubscribe-token';

/** Sounds a digest names; the rest are counted ('e mais 12'). */
const LISTED = 10;
const PER_SWEEP = 200;

/**
 * The daily e-mail digest (opt-in): each worker sweeps for subscribers whose digest is due and
 * hands each to identity, which holds the address (catalogue.news.digest.due), in the same
 * transaction that marks it sent, so a digest goes once however many workers sweep.
 */
@Injectable()
export class NewsDigestService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('NewsDigest');
  private stopSweep = (): void => undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
    private readonly digests: NewsDigestRepository,
    private readonly transactions: TransactionRunner,
    private readonly outbox: Outbox,
  ) {}

  onApplicationBootstrap(): void {
    this.stopSweep = startRecurringSweep(
      this.config.NEWS_DIGEST_SWEEP_SECONDS * 1000,
      () => this.sweep(),
      this.logger,
      'resumo de novidades adiado',
    );
  }

  onApplicationShutdown(): void {
    this.stopSweep();
  }

  /** Sends every digest due now; answers how many went. */
  async sweep(): Promise<number> {
    const now = new Date(clock.now());
    let sent = 0;
    for (const userId of await this.digests.due(now, PER_SWEEP)) if (await this.send(userId, now)) sent += 1;
    if (sent) this.logger.log({ sent }, 'resumos de novidades enviados');
    return sent;
  }

  private send(userId: string, now: Date): Promise<boolean> {
    return this.transactions.run(async (manager) => {
      const since = await this.digests.lockDue(manager, userId, now);
      if (!since) return false;
      const { rows, total } = await this.digests.sounds(manager, userId, since, LISTED);
      if (!rows.length) return false;
      const site = this.config.PUBLIC_URL;
      const token = unsubscribeToken(this.urlSecret, userId);
      const unsubscribe = (path: string) => {
        const url = new URL(path, site);
        url.searchParams.set('user', userId);
        url.searchParams.set('token', token);
        return url.toString();
      };
      await this.outbox.add<NewsDigestDue>(manager, CatalogueEvents.NewsDigestDue, {
        userId,
        sounds: rows.map((row) => ({
          name: row.name,
          producerName: row.producer_name,
          url: new URL(soundSharePath(row.id), site).toString(),
        })),
        more: total - rows.length,
        newsUrl: new URL(PUBLIC_PATHS.profileNews, site).toString(),
        unsubscribeUrl: unsubscribe(PUBLIC_PATHS.newsUnsubscribe),
        oneClickUnsubscribeUrl: unsubscribe('/api/notifications/digest/one-click-unsubscribe'),
        dueAt: now.toISOString(),
      });
      await this.digests.sent(manager, userId, now);
      return true;
    });
  }
}
