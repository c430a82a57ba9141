import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  Max,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  BPM_VALUES,
  MUSICAL_KEYS,
  SOUND_TYPES,
  type BpmRange,
  type MusicalKey,
  type SoundType,
  type TimbreDescriptor,
} from '@sampleteca/contracts';
import { SoundResponse } from '../sound-lists/sound-response.dto';

export const MAX_SIMILAR = 50;
/** `cube` holds at most 100 dimensions. */
const MAX_DIMENSIONS = 100;
const INVALID_SOUND = 'O som de busca não pôde ser lido: envie-o outra vez.';

/** `?type=&limit=` of 'Sons parecidos'. */
export class SimilarQuery {
  @ApiPropertyOptional({ enum: SOUND_TYPES, description: 'Tipo dos sons listados; padrão: o tipo do som' })
  @IsOptional()
  @IsIn(SOUND_TYPES, { message: 'Tipo de som inválido: use Samples, Acapelas, Beats ou Melody.' })
  type?: SoundType;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_SIMILAR, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'O limite deve ser um número inteiro.' })
  @Min(1, { message: 'O limite deve ser ao menos 1.' })
  @Max(MAX_SIMILAR, { message: `O limite vai até ${MAX_SIMILAR}.` })
  limit: number = 20;
}

/** The descriptor media answered for a sound of the user's (POST /api/media/audio/descriptions). */
export class TimbreDescriptorBody implements TimbreDescriptor {
  @ApiProperty({ type: Number, minimum: 1 })
  @IsInt({ message: INVALID_SOUND })
  @Min(1, { message: INVALID_SOUND })
  version: number;

  @ApiProperty({ type: [Number], minItems: 1, maxItems: MAX_DIMENSIONS })
  @IsArray({ message: INVALID_SOUND })
  @ArrayMinSize(1, { message: INVALID_SOUND })
  @ArrayMaxSize(MAX_DIMENSIONS, { message: INVALID_SOUND })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: INVALID_SOUND })
  @Min(-1000, { each: true, message: INVALID_SOUND })
  @Max(1000, { each: true, message: INVALID_SOUND })
  values: number[];
}

/** Search with a sound: its descriptor, one-shot or loop, and the catalogue's usual filters. */
export class SimilarToBody {
  @ApiProperty({ type: TimbreDescriptorBody })
  @IsObject({ message: INVALID_SOUND })
  @ValidateNested({ message: INVALID_SOUND })
  @Type(() => TimbreDescriptorBody)
  timbre: TimbreDescriptorBody;

  @ApiProperty({ description: 'true: compara com loops; false: com one-shots' })
  @IsBoolean({ message: 'loop deve ser true ou false.' })
  loop: boolean;

  @ApiPropertyOptional({ enum: SOUND_TYPES })
  @IsOptional()
  @IsIn(SOUND_TYPES, { message: 'Tipo de som inválido: use Samples, Acapelas, Beats ou Melody.' })
  type?: SoundType;

  @ApiPropertyOptional({ enum: MUSICAL_KEYS })
  @IsOptional()
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key?: MusicalKey;

  @ApiPropertyOptional({ enum: BPM_VALUES })
  @IsOptional()
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm?: BpmRange;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_SIMILAR, default: 20 })
  @IsOptional()
  @IsInt({ message: 'O limite deve ser um número inteiro.' })
  @Min(1, { message: 'O limite deve ser ao menos 1.' })
  @Max(MAX_SIMILAR, { message: `O limite vai até ${MAX_SIMILAR}.` })
  limit: number = 20;
}

/** What the sounds were compared with. */
export class SimilarReferenceResponse {
  @ApiProperty({ description: 'true: loops comparados com loops; false: one-shots com one-shots' })
  loop: boolean;
  @ApiProperty({ description: 'false: o timbre do som ainda não foi analisado (a lista vem vazia)' })
  described: boolean;
}

export class SimilarSounds {
  @ApiProperty({ type: [SoundResponse], description: 'Os sons de timbre mais parecido, do mais ao menos parecido' })
  items: SoundResponse[];
  @ApiProperty({ type: SimilarReferenceResponse }) reference: SimilarReferenceResponse;
}

export class SimilarToSounds {
  @ApiProperty({ type: [SoundResponse], description: 'Os sons de timbre mais parecido, do mais ao menos parecido' })
  items: SoundResponse[];
}
