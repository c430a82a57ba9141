import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import { Trim } from '@sampleteca/http';
import { BPM_VALUES, MUSICAL_KEYS, type BpmRange, type MusicalKey } from '@sampleteca/contracts';
import { RequiredImageUrl } from '../../common/media-image-url';

const FILES_REQUIRED = 'Por favor, faça upload da música e da imagem antes de cadastrar.';

/**
 * The distribution request form (spec 02 §2, §5): a song the producer made, saved as a produced
 * Beat, free and private until its distribution is approved.
 */
export class CreateProducedSoundBody {
  @ApiProperty({ format: 'uuid', description: 'id devolvido por POST /media/audio' })
  @IsUUID('all', { message: FILES_REQUIRED })
  audioId: string;

  @ApiProperty({ format: 'uuid', description: 'id da capa devolvido por POST /media/images' })
  @IsUUID('all', { message: FILES_REQUIRED })
  imageId: string;

  @RequiredImageUrl('url da capa devolvida por POST /media/images', FILES_REQUIRED)
  imageUrl: string;

  @ApiProperty({ minLength: 3, maxLength: 255 })
  @Trim()
  @IsString({ message: 'Informe um nome válido' })
  @Length(3, 255, { message: 'Informe um nome válido' })
  name: string;

  @ApiProperty({ minLength: 3, maxLength: 255, description: 'Artista(s) creditado(s)' })
  @Trim()
  @IsString({ message: 'Informe pelo menos um artista' })
  @Length(3, 255, { message: 'Informe pelo menos um artista' })
  artists: string;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'Drum Kit inválido.' })
  drumKitId?: string | null;

  @ApiProperty({ enum: MUSICAL_KEYS })
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key: MusicalKey;

  @ApiProperty({ enum: BPM_VALUES })
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm: BpmRange;

  @ApiProperty({ format: 'uuid', description: 'Gênero' })
  @IsUUID('all', { message: 'Problema ao setar categoria!' })
  categoryId: string;
}
