import { Module } from '@nestjs/common';
import { CatalogueCoreModule } from '../catalogue-core.module';
import { AdminCategoriesController } from './admin/admin-categories.controller';
import { AdminCreditedArtistsController } from './admin/admin-credited-artists.controller';
import { AdminDrumKitsController } from './admin/admin-drum-kits.controller';
import { AdminCategoryAcceptanceController } from './admin/category-acceptance/admin-category-acceptance.controller';
import { AdminTaxonomyMergesController } from './admin/taxonomy-merges/admin-taxonomy-merges.controller';
import { TaxonomyMergesRepository } from './admin/taxonomy-merges/taxonomy-merges.repository';
import { TaxonomyMergesService } from './admin/taxonomy-merges/taxonomy-merges.service';
import { TaxonomyEventsPublisher } from './admin/taxonomy/taxonomy-events.publisher';
import { TaxonomyRepository } from './admin/taxonomy/taxonomy.repository';
import { TaxonomyService } from './admin/taxonomy/taxonomy.service';
import { CategoriesController } from './categories/categories.controller';
import { CategoriesRepository } from './categories/categories.repository';
import { CategoriesService } from './categories/categories.service';
import { CreditedArtistsController } from './credited-artists/credited-artists.controller';
import { CreditedArtistsRepository } from './credited-artists/credited-artists.repository';
import { CreditedArtistsService } from './credited-artists/credited-artists.service';
import { DrumKitsController } from './drum-kits/drum-kits.controller';
import { DrumKitsRepository } from './drum-kits/drum-kits.repository';
import { DrumKitsService } from './drum-kits/drum-kits.service';
import { SoundFilingService } from './sound-filing.service';

/**
 * What a sound is filed under: categories, drum kits and credited artists, and the console's
 * taxonomy (rename, merge and undo, category acceptance).
 */
@Module({
  imports: [CatalogueCoreModule],
  controllers: [
    CategoriesController,
    DrumKitsController,
    CreditedArtistsController,
    AdminCategoriesController,
    AdminDrumKitsController,
    AdminCreditedArtistsController,
    AdminTaxonomyMergesController,
    AdminCategoryAcceptanceController,
  ],
  providers: [
    CategoriesService,
    CategoriesRepository,
    DrumKitsService,
    DrumKitsRepository,
    CreditedArtistsService,
    CreditedArtistsRepository,
    TaxonomyService,
    TaxonomyRepository,
    TaxonomyEventsPublisher,
    TaxonomyMergesService,
    TaxonomyMergesRepository,
    SoundFilingService,
  ],
  // A new or edited sound checks what it is filed under; a bundle reads its kit.
  exports: [SoundFilingService, DrumKitsService],
})
export class TaxonomyModule {}
