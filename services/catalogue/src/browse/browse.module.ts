import { Module } from '@nestjs/common';
import { CatalogueCoreModule } from '../catalogue-core.module';
import { SoundFacetsController } from './facets/sound-facets.controller';
import { SoundFacetsService } from './facets/sound-facets.service';
import { KeysController } from './keys/keys.controller';
import { ListeningTuningController } from './listening/listening-tuning.controller';
import { ListeningTuningService } from './listening/listening-tuning.service';
import { ListeningTuningsRepository } from './listening/listening-tunings.repository';
import { MatchesController } from './matches/matches.controller';
import { MatchesRepository } from './matches/matches.repository';
import { MatchesService } from './matches/matches.service';
import { SharedMatchesCache } from './matches/shared-matches.cache';
import { SharedSimilarCache } from './similar/shared-similar.cache';
import { SimilarController } from './similar/similar.controller';
import { SimilarRepository } from './similar/similar.repository';
import { SimilarService } from './similar/similar.service';
import { TimbreCellsRepository } from './similar/timbre-cells.repository';
import { TimbreCellsService } from './similar/timbre-cells.service';
import { TimbreNeighboursService } from './similar/timbre-neighbours.service';
import { SearchTotalsService } from './sound-lists/search-totals.service';
import { SearchWordsService } from './sound-lists/search-words.service';
import { SharedPagesCache } from './sound-lists/shared-pages.cache';
import { SoundCensusService } from './sound-lists/sound-census.service';
import { SoundListsController } from './sound-lists/sound-lists.controller';
import { SoundListsRepository } from './sound-lists/sound-lists.repository';
import { SoundListsService } from './sound-lists/sound-lists.service';

/**
 * Browsing the catalogue: sound lists and search, facets, keys, matches (sounds that fit),
 * similar sounds and their timbre cells, the listener's tuning. Reads what publishing writes.
 */
@Module({
  imports: [CatalogueCoreModule],
  controllers: [
    SoundListsController,
    SoundFacetsController,
    MatchesController,
    SimilarController,
    KeysController,
    ListeningTuningController,
  ],
  providers: [
    SoundListsService,
    SoundListsRepository,
    SearchWordsService,
    SearchTotalsService,
    SharedPagesCache,
    SoundCensusService,
    SoundFacetsService,
    MatchesService,
    MatchesRepository,
    SharedMatchesCache,
    SimilarService,
    SimilarRepository,
    SharedSimilarCache,
    TimbreCellsService,
    TimbreCellsRepository,
    TimbreNeighboursService,
    ListeningTuningService,
    ListeningTuningsRepository,
  ],
  // Lists of sounds for the other features' pages; search words for the console's edits; the
  // timbre cells' and neighbour lists' progress for the console's backfills (and the worker's
  // builder); the census for the demo catalogue.
  exports: [SoundListsService, SearchWordsService, TimbreCellsService, TimbreNeighboursService, SoundCensusService],
})
export class BrowseModule {}
