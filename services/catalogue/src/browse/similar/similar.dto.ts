import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
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
  INSTRUMENT_FAMILIES,
  SOUND_SHAPES,
  type InstrumentFamily,
  type SoundReading,
  type SoundShape,
  type TimbreDescriptor,
} from '@sampleteca/contracts';
import { MAX_MATCHES, MatchesQuery } from '../matches/matches.dto';
import { SoundFilters } from '../sound-lists/sound-filters.dto';
import { SoundResponse } from '../sound-lists/sound-response.dto';

/** `cube` holds at most 100 dimensions. */
const MAX_DIMENSIONS = 100;
/** Each value's bound (as before; the OpenAPI document now shows it too). */
const MAX_VALUE = 1000;
/** catalogue.sound_timbres.version is a smallint: a bigger version is no descriptor of ours. */
const MAX_VERSION = 32_767;
const INVALID_SOUND = 'O som de busca não pôde ser lido: envie-o outra vez.';

/** `?type=&limit=` of 'Sons parecidos': as 'Combina com este', the other list a card opens. */
export class SimilarQuery extends MatchesQuery {}

/** The descriptor media answered for a sound of the user's (POST /api/media/audio/descriptions). */
export class TimbreDescriptorBody implements TimbreDescriptor {
  @ApiProperty({ type: Number, minimum: 1, maximum: MAX_VERSION })
  @IsInt({ message: INVALID_SOUND })
  @Min(1, { message: INVALID_SOUND })
  @Max(MAX_VERSION, { message: INVALID_SOUND })
  version: number;

  @ApiProperty({
    type: 'array',
    items: { type: 'number', minimum: -MAX_VALUE, maximum: MAX_VALUE },
    minItems: 1,
    maxItems: MAX_DIMENSIONS,
  })
  @IsArray({ message: INVALID_SOUND })
  @ArrayMinSize(1, { message: INVALID_SOUND })
  @ArrayMaxSize(MAX_DIMENSIONS, { message: INVALID_SOUND })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { each: true, message: INVALID_SOUND })
  @Min(-MAX_VALUE, { each: true, message: INVALID_SOUND })
  @Max(MAX_VALUE, { each: true, message: INVALID_SOUND })
  values: number[];
}

/** What media read the searched sound as (its description's `reading`), passed on as it came. */
export class SoundReadingBody implements SoundReading {
  @ApiProperty({ enum: INSTRUMENT_FAMILIES, nullable: true })
  @IsOptional()
  @IsIn(INSTRUMENT_FAMILIES, { message: INVALID_SOUND })
  family: InstrumentFamily | null = null;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, maximum: 1 })
  @IsOptional()
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: INVALID_SOUND })
  @Min(0, { message: INVALID_SOUND })
  @Max(1, { message: INVALID_SOUND })
  familyConfidence: number | null = null;

  @ApiProperty({ enum: SOUND_SHAPES, nullable: true })
  @IsOptional()
  @IsIn(SOUND_SHAPES, { message: INVALID_SOUND })
  shape: SoundShape | null = null;
}

/** Search with a sound: its descriptor, one-shot or loop, and the catalogue's usual filters (type, key, BPM). */
export class SimilarToBody extends PickType(SoundFilters, ['type', 'key', 'bpm'] as const) {
  @ApiProperty({ type: TimbreDescriptorBody })
  @IsObject({ message: INVALID_SOUND })
  @ValidateNested({ message: INVALID_SOUND })
  @Type(() => TimbreDescriptorBody)
  timbre: TimbreDescriptorBody;

  @ApiProperty({ description: 'true: compara com loops; false: com one-shots' })
  @IsBoolean({ message: 'loop deve ser true ou false.' })
  loop: boolean;

  @ApiPropertyOptional({
    type: SoundReadingBody,
    nullable: true,
    description:
      'O que o media leu no som (`reading` da descrição): com confiança bastante na família, os sons dessa ' +
      'família vêm primeiro',
  })
  @IsOptional()
  @IsObject({ message: INVALID_SOUND })
  @ValidateNested({ message: INVALID_SOUND })
  @Type(() => SoundReadingBody)
  reading?: SoundReadingBody | null;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_MATCHES, default: 20 })
  @IsOptional()
  @IsInt({ message: 'O limite deve ser um número inteiro.' })
  @Min(1, { message: 'O limite deve ser ao menos 1.' })
  @Max(MAX_MATCHES, { message: `O limite vai até ${MAX_MATCHES}.` })
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
  @ApiProperty({
    type: [SoundResponse],
    description: 'Os sons de timbre mais parecido, do mais ao menos parecido (os da família lida primeiro)',
  })
  items: SoundResponse[];
  @ApiProperty({
    enum: INSTRUMENT_FAMILIES,
    nullable: true,
    description: 'A família lida no som cujos sons vêm primeiro ("Parece um kick"); null: nenhuma com confiança',
  })
  family: InstrumentFamily | null;
}
