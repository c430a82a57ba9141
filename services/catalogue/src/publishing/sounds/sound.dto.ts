import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Length, ValidateIf } from 'class-validator';
import { Trim } from '@sampleteca/http';
import { BPM_VALUES, MUSICAL_KEYS, SOUND_TYPES } from '@sampleteca/contracts';
import type { BpmRange, InstrumentFamily, MusicalKey, SoundShape, SoundType } from '@sampleteca/contracts';
import { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { ExactTempo } from '../../common/exact-tempo.decorator';
import { OptionalImageUrl } from '../../common/media-image-url';
import { InstrumentFamilyField, SoundShapeField } from '../families/family-fields.decorator';

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

  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: "null: 'Sem tom definido' (bateria, ruídos)" })
  @ValidateIf((_, value) => value !== null)
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key: MusicalKey | null;

  @ApiProperty({ enum: SOUND_TYPES })
  @IsIn(SOUND_TYPES, { message: 'Selecione o tipo do som.' })
  type: SoundType;

  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'Problema ao setar categoria!' })
  categoryId: string;

  @ApiProperty({ enum: BPM_VALUES, nullable: true, description: "null: 'Sem BPM (one-shot)', sem andamento" })
  @ValidateIf((_, value) => value !== null)
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm: BpmRange | null;

  @ExactTempo('Andamento exato, dentro da faixa bpm (a sugestão da análise, sua metade ou seu dobro)')
  tempo?: number | null;

  @InstrumentFamilyField(
    'O instrumento (#44). Sem ele (ou null), o som fica com o que a análise leu; igual à leitura, segue a análise',
  )
  instrumentFamily?: InstrumentFamily | null;

  @SoundShapeField('One-shot ou loop; sem ele (ou null), o que a análise leu')
  shape?: SoundShape | null;

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

export class TunedDownloadLink {
  @ApiProperty({
    description:
      'Link assinado do MP3 que o portal afina no tom e andamento de quem baixa (conta como download afinado)',
  })
  url: string;
  @ApiProperty({ example: 'Batida de verão.mp3' }) fileName: string;
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
  @ApiProperty({ type: TunedDownloadLink })
  tuneFrom: TunedDownloadLink;
}

export class MessageResponse {
  @ApiProperty() message: string;
}
