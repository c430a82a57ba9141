import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { Trim } from '@sampleteca/http';
import {
  BPM_VALUES,
  MUSICAL_KEYS,
  SOUND_TYPES,
  roundTempo,
  type BpmRange,
  type MusicalKey,
  type SoundType,
} from '@sampleteca/contracts';
import type { SoundRow } from './sound-rows';
import { ExactTempo } from '../common/exact-tempo.decorator';
import { OptionalImageUrl } from '../common/media-image-url';

export class NamedRef {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
}

export class ImageRef extends NamedRef {
  @ApiProperty({ type: String, nullable: true }) imageUrl: string | null;
}

export class SoundAudio {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['processing', 'ready', 'failed'] }) status: 'processing' | 'ready' | 'failed';
  @ApiProperty({ type: Number, nullable: true }) durationSeconds: number | null;
  @ApiProperty({
    type: [Number],
    nullable: true,
    description: 'Picos 0..1 para desenhar a forma de onda (1 = o mais alto do som, em passos de 0,05)',
  })
  peaks: number[] | null;
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
  @ApiProperty({ enum: MUSICAL_KEYS }) key: MusicalKey;
  @ApiProperty({ enum: BPM_VALUES }) bpm: BpmRange;
  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Andamento exato (na faixa bpm), confirmado ou corrigido por quem enviou; null se desconhecido',
    example: 92,
  })
  tempo: number | null;
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

export class SoundPage {
  @ApiProperty({ type: [SoundResponse] }) items: SoundResponse[];
  @ApiProperty({ description: 'Quantos sons há (estimado quando totalIsEstimate)' }) total: number;
  @ApiProperty({ description: 'Busca com resultados demais para contar um a um: total aproximado' })
  totalIsEstimate: boolean;
  @ApiProperty() page: number;
  @ApiProperty() pageSize: number;
}

/** The wizard's draft when saved at step 4 (spec 02 §2, §5). */
export class CreateSoundBody {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'O nome deve conter pelo menos 1 caracter' })
  @Length(1, 255, {
    message: ({ value }: { value: unknown }) =>
      typeof value === 'string' && value.length > 255
        ? 'O nome deve conter no máximo 255 caracteres'
        : 'O nome deve conter pelo menos 1 caracter',
  })
  name: string;

  @ApiProperty({ minLength: 1, maxLength: 255 })
  @Trim()
  @IsString({ message: 'A descrição deve conter pelo menos 1 caracter' })
  @Length(1, 255, {
    message: ({ value }: { value: unknown }) =>
      typeof value === 'string' && value.length > 255
        ? 'A descrição deve conter no máximo 255 caracteres'
        : 'A descrição deve conter pelo menos 1 caracter',
  })
  description: string;

  @ApiProperty({ format: 'uuid', description: 'id devolvido por POST /media/audio' })
  @IsUUID('all', { message: 'Envie o arquivo de áudio.' })
  audioId: string;

  @OptionalImageUrl('Capa: url devolvida por POST /media/images')
  imageUrl?: string | null;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true, description: 'id da capa em media' })
  @IsOptional()
  @IsUUID('all', { message: 'Imagem inválida.' })
  imageId?: string | null;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Drum Kit inválido.' })
  drumKitId?: string | null;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true, description: 'Artista creditado' })
  @IsOptional()
  @IsUUID('all', { message: 'Artista inválido.' })
  artistId?: string | null;

  @ApiProperty({ enum: MUSICAL_KEYS })
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key: MusicalKey;

  @ApiProperty({ enum: SOUND_TYPES })
  @IsIn(SOUND_TYPES, { message: 'Selecione o tipo do som.' })
  type: SoundType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Problema ao setar categoria!' })
  categoryId: string;

  @ApiProperty({ enum: BPM_VALUES })
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm: BpmRange;

  @ExactTempo('Andamento exato, dentro da faixa bpm (a sugestão da análise, sua metade ou seu dobro)')
  tempo?: number | null;

  @ApiProperty({ enum: ['free', 'master'], description: 'Master ainda não está disponível (spec 02 §5)' })
  @IsIn(['free'], { message: 'O plano Master ainda não está disponível.' })
  plan: 'free';
}

export class CreatedSound {
  @ApiProperty({ type: SoundResponse }) sound: SoundResponse;
  @ApiProperty({ example: 'Música cadastrada com sucesso!' }) message: string;
}

export class LikeBody {
  @ApiProperty({ description: 'O estado desejado: repetir o mesmo pedido não muda nada' })
  @IsBoolean({ message: 'liked deve ser true ou false.' })
  liked: boolean;
}

export class LikeState {
  @ApiProperty() liked: boolean;
  @ApiProperty() likes: number;
}

export class OriginalDownloadLink {
  @ApiProperty({ description: 'Link assinado do arquivo como foi enviado (vale alguns minutos, sem token)' })
  url: string;
  @ApiProperty({ example: 'Batida de verão.wav' }) fileName: string;
  @ApiProperty({ example: 'wav', description: 'Extensão do original (wav, aif, flac, ogg, m4a…)' }) format: string;
}

export class DownloadLink {
  @ApiProperty({ description: 'Link assinado do MP3 (vale alguns minutos, sem token)' }) url: string;
  @ApiProperty({ example: 'Batida de verão.mp3' }) fileName: string;
  @ApiProperty({ description: 'Downloads do som até agora (cada usuário conta uma vez, quando o arquivo é servido)' })
  downloads: number;
  @ApiProperty({
    type: OriginalDownloadLink,
    nullable: true,
    description:
      'O arquivo original (WAV, AIFF, FLAC…) quando o envio não era MP3; baixar um ou outro conta um único download',
  })
  original: OriginalDownloadLink | null;
}

export class MessageResponse {
  @ApiProperty() message: string;
}

/** Levels a card's waveform bar takes: each ~1 px of the 22 px a bar has on either side of the line. */
const CARD_PEAK_LEVELS = 20;

/**
 * Peaks as a card draws them: scaled to the loudest (the player normalizes anyway, so nothing
 * on screen changes) and rounded to 1/20, about a pixel of a bar. The peaks are half of a page's
 * bytes: a page of 20 sounds goes from 8.6 to 7.4 KB once compressed (brotli).
 */
function cardPeaks(peaks: number[]): number[] {
  const loudest = Math.max(...peaks);
  if (!(loudest > 0)) return peaks.map(() => 0);
  return peaks.map((peak) => Math.round((peak / loudest) * CARD_PEAK_LEVELS) / CARD_PEAK_LEVELS);
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
      peaks: row.peaks && cardPeaks(row.peaks),
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
