import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { BrowseModule } from '../browse/browse.module';
import { CatalogueCoreModule } from '../catalogue-core.module';
import { PublishingModule } from '../publishing/publishing.module';
import { TaxonomyModule } from '../taxonomy/taxonomy.module';
import { BundlesController } from './bundles/bundles.controller';
import { BundlesRepository } from './bundles/bundles.repository';
import { BundlesService } from './bundles/bundles.service';
import { CollectionsController } from './collections/collections.controller';
import { CollectionsRepository } from './collections/collections.repository';
import { CollectionsService } from './collections/collections.service';
import { FollowerNewsRepository } from './follows/follower-news.repository';
import { FollowerNewsService } from './follows/follower-news.service';
import { FollowingController, FollowsController } from './follows/follows.controller';
import { FollowsRepository } from './follows/follows.repository';
import { FollowsService } from './follows/follows.service';
import { NewsDigestRepository } from './follows/news-digest.repository';
import { NewsDigestService } from './follows/news-digest.service';
import { NewsStreamService } from './follows/news-stream.service';
import { DigestUnsubscribeController, NotificationsController } from './follows/notifications.controller';
import { NotificationsService } from './follows/notifications.service';
import { SoundPublishedHandler } from './follows/sound-published.handler';
import { LibraryController } from './library/library.controller';
import { ShareController } from './share/share.controller';
import { ShareRepository } from './share/share.repository';
import { ShareService } from './share/share.service';

/**
 * A listener's side: the library, collections, zipped bundles, follows with their news,
 * notifications and the daily digest, and share links. Only the root imports it, so it alone
 * takes the config (the digest runs in the worker role).
 */
@Module({})
export class SocialModule {
  static forRoot(config: Config): DynamicModule {
    return {
      module: SocialModule,
      imports: [CatalogueCoreModule, BrowseModule, TaxonomyModule, PublishingModule],
      controllers: [
        LibraryController,
        CollectionsController,
        BundlesController,
        FollowsController,
        FollowingController,
        NotificationsController,
        DigestUnsubscribeController,
        ShareController,
        SoundPublishedHandler,
      ],
      providers: [
        CollectionsService,
        CollectionsRepository,
        BundlesService,
        BundlesRepository,
        FollowsService,
        FollowsRepository,
        FollowerNewsService,
        FollowerNewsRepository,
        NewsStreamService,
        NotificationsService,
        NewsDigestRepository,
        ShareService,
        ShareRepository,
        ...(config.ROLES.includes('worker') ? [NewsDigestService] : []),
      ],
      // The portal's link previews (the root's PageMetaSource) are read from share links.
      exports: [ShareService],
    };
  }
}
