import type { ServiceDatabase } from '@sampleteca/database';
import { AudioFile } from './publishing/uploads/audio-file.entity';
import { Category } from './taxonomy/categories/category.entity';
import { CreditedArtist } from './taxonomy/credited-artists/credited-artist.entity';
import { DrumKit } from './taxonomy/drum-kits/drum-kit.entity';
import { Entitlement } from './publishing/entitlements/entitlement.entity';
import { InitCatalogue1763740800000 } from './migrations/1763740800000-init';
import { Profiles1763741000000 } from './migrations/1763741000000-profiles';
import { Entitlements1763741200000 } from './migrations/1763741200000-entitlements';
import { Sounds1764720000000 } from './migrations/1764720000000-sounds';
import { SearchWithFilters1764806400000 } from './migrations/1764806400000-search-with-filters';
import { SearchWords1764892800000 } from './migrations/1764892800000-search-words';
import { Reviews1764979200000 } from './migrations/1764979200000-reviews';
import { UploadedImages1765152000000 } from './migrations/1765152000000-uploaded-images';
import { ListVersion1765238400000 } from './migrations/1765238400000-list-version';
import { SoundCards1765324800000 } from './migrations/1765324800000-sound-cards';
import { SoundsByArtist1765412000000 } from './migrations/1765412000000-sounds-by-artist';
import { DownloadsByDate1765420000000 } from './migrations/1765420000000-downloads-by-date';
import { AudioNotReady1765428000000 } from './migrations/1765428000000-audio-not-ready';
import { OriginalExtension1795744800000 } from './migrations/1795744800000-original-extension';
import { SoundTempo1795752000000 } from './migrations/1795752000000-sound-tempo';
import { ListeningTuning1795755600000 } from './migrations/1795755600000-listening-tuning';
import { SoundMatching1795759200000 } from './migrations/1795759200000-sound-matching';
import { CategoryAcceptance1795762800000 } from './migrations/1795762800000-category-acceptance';
import { TaxonomySoundCounts1766188800000 } from './migrations/1766188800000-taxonomy-sound-counts';
import { TaxonomyMerges1795770000000 } from './migrations/1795770000000-taxonomy-merges';
import { CardLevels1795777200000 } from './migrations/1795777200000-card-levels';
import { CountsPerStatement1795784400000 } from './migrations/1795784400000-counts-per-statement';
import { SlimListIndexes1795791600000 } from './migrations/1795791600000-slim-list-indexes';
import { SearchFilterTokens1795795200000 } from './migrations/1795795200000-search-filter-tokens';
import { Collections1795798800000 } from './migrations/1795798800000-collections';
import { Follows1795880000000 } from './migrations/1795880000000-follows';
import { ProducerStats1795890000000 } from './migrations/1795890000000-producer-stats';
import { SoundTimbres1795900000000 } from './migrations/1795900000000-sound-timbres';
import { DayStarts1795910000000 } from './migrations/1795910000000-day-starts';
import { NameKeys1795911000000 } from './migrations/1795911000000-name-keys';
import { DerivedTemposInRange1795912000000 } from './migrations/1795912000000-derived-tempos-in-range';
import { SoundsWithoutKeyOrTempo1795913000000 } from './migrations/1795913000000-sounds-without-key-or-tempo';
import { SoundFamilies1795921000000 } from './migrations/1795921000000-sound-families';
import { MusicianSearch1795922000000 } from './migrations/1795922000000-musician-search';
import { FamilyFilters1795923000000 } from './migrations/1795923000000-family-filters';
import { SimilarFamilies1795924000000 } from './migrations/1795924000000-similar-families';
import { TimbreCellsVersion1795925000000 } from './migrations/1795925000000-timbre-cells-version';
import { TimbreNeighbours1795926000000 } from './migrations/1795926000000-timbre-neighbours';
import { Profile } from './publishing/profiles/profile.entity';
import { Sound } from './publishing/sounds/sound.entity';

/** The catalogue schema: its entities and migrations, in the order they apply. */
export const catalogueDatabase: ServiceDatabase = {
  name: 'catalogue',
  entities: [Profile, Entitlement, Category, DrumKit, CreditedArtist, AudioFile, Sound],
  migrations: [
    InitCatalogue1763740800000,
    Profiles1763741000000,
    Entitlements1763741200000,
    Sounds1764720000000,
    SearchWithFilters1764806400000,
    SearchWords1764892800000,
    Reviews1764979200000,
    UploadedImages1765152000000,
    ListVersion1765238400000,
    SoundCards1765324800000,
    SoundsByArtist1765412000000,
    DownloadsByDate1765420000000,
    AudioNotReady1765428000000,
    TaxonomySoundCounts1766188800000,
    OriginalExtension1795744800000,
    SoundTempo1795752000000,
    ListeningTuning1795755600000,
    SoundMatching1795759200000,
    CategoryAcceptance1795762800000,
    TaxonomyMerges1795770000000,
    CardLevels1795777200000,
    CountsPerStatement1795784400000,
    SlimListIndexes1795791600000,
    SearchFilterTokens1795795200000,
    Collections1795798800000,
    Follows1795880000000,
    ProducerStats1795890000000,
    SoundTimbres1795900000000,
    DayStarts1795910000000,
    NameKeys1795911000000,
    DerivedTemposInRange1795912000000,
    SoundsWithoutKeyOrTempo1795913000000,
    SoundFamilies1795921000000,
    MusicianSearch1795922000000,
    FamilyFilters1795923000000,
    SimilarFamilies1795924000000,
    TimbreCellsVersion1795925000000,
    TimbreNeighbours1795926000000,
  ],
};
