import { Injectable } from '@nestjs/common';
import { pageOf, toSkipTake, type PageQuery } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { ShareService } from '../share/share.service';
import { FollowerNewsRepository } from './follower-news.repository';
import type { FollowedProducerPage, FollowState } from './follows.dto';
import { FollowsRepository } from './follows.repository';

/** 'Novidades' of a new follower start with this many of the producer's latest sounds (read already). */
const FIRST_NEWS = 10;
/** The ids the portal marks cards with: more than anyone follows by hand. */
const FOLLOWING_IDS = 5_000;

/** Following producers (issue #33 §2): 'Seguir' on their pages and cards, 'Seguindo'. */
@Injectable()
export class FollowsService {
  constructor(
    private readonly follows: FollowsRepository,
    private readonly news: FollowerNewsRepository,
    private readonly share: ShareService,
  ) {}

  /** Follows (or stops following) a producer: a confirmed account other than oneself. */
  async set(followerId: string, producerId: string, following: boolean): Promise<FollowState> {
    if (followerId === producerId) throw catalogueError(CatalogueErrorCode.CannotFollowSelf);
    await this.share.confirmedProducer(producerId);
    await this.follows.set(followerId, producerId, following);
    if (following) await this.news.seed(followerId, producerId, FIRST_NEWS);
    return this.follows.state(followerId, producerId);
  }

  async state(followerId: string, producerId: string): Promise<FollowState> {
    await this.share.confirmedProducer(producerId);
    return this.follows.state(followerId, producerId);
  }

  async page(followerId: string, query: PageQuery): Promise<FollowedProducerPage> {
    const { skip, take } = toSkipTake(query);
    const { rows, total } = await this.follows.page(followerId, skip, take);
    const items = rows.map((row) => ({
      id: row.id,
      name: row.name,
      avatarUrl: row.avatar_url,
      followedAt: row.followed_at.toISOString(),
    }));
    return pageOf(items, total, query);
  }

  ids(followerId: string): Promise<string[]> {
    return this.follows.ids(followerId, FOLLOWING_IDS);
  }
}
