import { ApiProperty } from '@nestjs/swagger';
import {
  BPM_VALUES,
  INSTRUMENT_FAMILIES,
  MUSICAL_KEYS,
  SOUND_SHAPES,
  SOUND_TYPES,
  roundTempo,
} from '@sampleteca/contracts';
import type { BpmRange, InstrumentFamily, MusicalKey, SoundShape, SoundType } from '@sampleteca/contracts';
import type { FamilySource } from '../../publishing/sounds/sound.entity';
import { cardLevelsText } from '../../publishing/audio/card-peaks';
import { UNDERSTOOD_KINDS, type UnderstoodKind } from './search-reading/read-search';
import type { SoundRow } from './sound-lists.repository';
import { ImageRef, NamedRef } from '../../common/refs.dto';

export class SoundAudio {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['processing', 'ready', 'failed'] }) status: 'processing' | 'ready' | 'failed';
  @ApiProperty({ type: Number, nullable: true }) durationSeconds: number | null;
  @ApiProperty({
    type: String,
    nullable: true,
    pattern: '^[a-u]*$',
    example: 'acfkuqlhd',
    description:
      'Forma de onda do card: uma letra por barra (200), a altura em vinte avos da mais alta: a = silêncio, u = a mais alta',
  })
  levels: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'Prévia MP3: link assinado para quem pede, vale até MEDIA_SIGNED_URL_TTL_SECONDS (redireciona para o arquivo)',
  })
  previewUrl: string | null;
  @ApiProperty({ type: String, nullable: true }) failureMessage: string | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Loudness integrada (EBU R128, LUFS): o player iguala as prévias por ela',
    example: -14.2,
  })
  loudness: number | null;
}

export class SoundResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ enum: SOUND_TYPES }) type: SoundType;
  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: 'null: sem tom definido' }) key: MusicalKey | null;
  @ApiProperty({ enum: BPM_VALUES, nullable: true, description: 'null: sem BPM (one-shot)' }) bpm: BpmRange | null;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Andamento exato (na faixa bpm), confirmado ou corrigido por quem enviou; null se desconhecido',
    example: 92,
  })
  tempo: number | null;
  @ApiProperty({
    enum: INSTRUMENT_FAMILIES,
    nullable: true,
    description: 'O instrumento (#44): o que a análise leu ou o que quem enviou escolheu; null: ainda sem leitura',
  })
  instrumentFamily: InstrumentFamily | null;
  @ApiProperty({ enum: SOUND_SHAPES, nullable: true, description: 'One-shot ou loop; null: ainda sem leitura' })
  shape: SoundShape | null;
  @ApiProperty({
    enum: ['analysis', 'producer'],
    nullable: true,
    description: 'De quem é a palavra: analysis (sugestão, uma nova análise pode trocar) ou producer (fica)',
  })
  familySource: FamilySource | null;
  @ApiProperty({ type: NamedRef, nullable: true }) category: NamedRef | null;
  @ApiProperty({ type: ImageRef, nullable: true }) drumKit: ImageRef | null;
  @ApiProperty({ type: ImageRef, nullable: true, description: 'Artista creditado' }) artist: ImageRef | null;
  @ApiProperty({ type: ImageRef, description: 'Quem enviou (a conta)' }) owner: ImageRef;
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
  @ApiProperty() isFree: boolean;
  @ApiProperty() isProduced: boolean;
  @ApiProperty({ enum: ['public', 'private'] }) status: 'public' | 'private';
  @ApiProperty({
    enum: ['pending', 'approved', 'cancelled'],
    nullable: true,
    description: 'Análise do administrador (só para quem enviou): Em análise, Publicado, Recusado',
  })
  review: 'pending' | 'approved' | 'cancelled' | null;
  @ApiProperty({ type: SoundAudio }) audio: SoundAudio;
  @ApiProperty() likes: number;
  @ApiProperty() downloads: number;
  @ApiProperty({ description: 'O usuário curtiu' }) liked: boolean;
  @ApiProperty({ description: 'O usuário já baixou' }) downloaded: boolean;
  @ApiProperty({ description: 'O usuário é quem enviou (pode excluir)' }) mine: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

/** One thing the search understood (search-reading/read-search.ts), shown as a removable chip. */
export class UnderstoodPartResponse {
  @ApiProperty({ description: "Para tirar a leitura: enviado de volta em literal (ex.: 'tempo:96', 'key:Dm')" })
  id: string;
  @ApiProperty({ enum: UNDERSTOOD_KINDS }) kind: UnderstoodKind;
  @ApiProperty({ description: "O valor lido: família, tipo, BPM ou tom ('snare', 'Acapelas', '96', 'Dm')" })
  value: string;
  @ApiProperty({ description: "Como o portal mostra: 'Caixa', 'Acapelas', '96 BPM', 'Ré menor'" }) label: string;
  @ApiProperty({ description: 'As palavras digitadas que foram lidas assim' }) words: string;
}

export class SoundPage {
  @ApiProperty({
    type: [UnderstoodPartResponse],
    description: 'O que a busca entendeu (instrumentos, tipos, BPM, tom); vazio sem busca',
  })
  understood: UnderstoodPartResponse[];
  @ApiProperty({ type: [SoundResponse] }) items: SoundResponse[];
  @ApiProperty({ description: 'Quantos sons há (estimado quando totalIsEstimate)' }) total: number;
  @ApiProperty({ description: 'Busca com resultados demais para contar um a um: total aproximado' })
  totalIsEstimate: boolean;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** `previewLink` signs a short-lived link to an audio file's preview for this viewer. */
export function mapSound(row: SoundRow, viewerId: string, previewLink: (audioId: string) => string): SoundResponse {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    key: row.key,
    bpm: row.bpm,
    tempo: row.tempo === null ? null : roundTempo(row.tempo),
    // Rows cached by a process of the release before have no tags (undefined): none yet.
    instrumentFamily: row.instrument_family ?? null,
    shape: row.shape ?? null,
    familySource: row.family_source ?? null,
    category: row.category_id ? { id: row.category_id, name: row.category_name ?? '' } : null,
    drumKit: row.drum_kit_id
      ? { id: row.drum_kit_id, name: row.drum_kit_name ?? '', imageUrl: row.drum_kit_image }
      : null,
    artist: row.artist_id ? { id: row.artist_id, name: row.artist_name ?? '', imageUrl: row.artist_image } : null,
    owner: { id: row.owner_id, name: row.owner_name, imageUrl: row.owner_avatar },
    imageUrl: row.image_url,
    isFree: row.is_free,
    isProduced: row.is_produced,
    status: row.status,
    review: row.owner_id === viewerId ? row.review_status : null,
    audio: {
      id: row.audio_id,
      status: row.audio_status ?? 'processing',
      durationSeconds: row.duration_seconds,
      levels: cardLevelsText(row),
      previewUrl: row.audio_status === 'ready' ? previewLink(row.audio_id) : null,
      failureMessage: row.failure_message,
      loudness: row.loudness,
    },
    likes: row.likes_count,
    downloads: row.downloads_count,
    liked: row.liked,
    downloaded: row.downloaded,
    mine: row.owner_id === viewerId,
    createdAt: row.created_at.toISOString(),
  };
}
