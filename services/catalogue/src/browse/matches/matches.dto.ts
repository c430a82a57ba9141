import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import {
  BPM_VALUES,
  MUSICAL_KEYS,
  SOUND_TYPES,
  type BpmRange,
  type MusicalKey,
  type SoundType,
} from '@sampleteca/contracts';
import { SoundResponse } from '../sound-lists/sound-response.dto';

export const MAX_MATCHES = 50;

/** `?type=&limit=` of 'Combina com este'. */
export class MatchesQuery {
  @ApiPropertyOptional({ enum: SOUND_TYPES, description: 'Tipo dos sons listados; padrão: o tipo do som' })
  @IsOptional()
  @IsIn(SOUND_TYPES, { message: 'Tipo de som inválido: use Samples, Acapelas, Beats ou Melody.' })
  type?: SoundType;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_MATCHES, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'O limite deve ser um número inteiro.' })
  @Min(1, { message: 'O limite deve ser ao menos 1.' })
  @Max(MAX_MATCHES, { message: `O limite vai até ${MAX_MATCHES}.` })
  limit: number = 20;
}

/** What the sounds were matched against. */
export class MatchReferenceResponse {
  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: 'null: sem tom definido (combina em qualquer tom)' })
  key: MusicalKey | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Andamento exato; null: vale a faixa bpm' })
  tempo: number | null;
  @ApiProperty({ enum: BPM_VALUES, nullable: true, description: 'null: one-shot (combina em qualquer andamento)' })
  bpm: BpmRange | null;
}

export class SoundMatches {
  @ApiProperty({
    type: [SoundResponse],
    description:
      'Sons em tons compatíveis (o mesmo, o relativo, uma quinta acima ou abaixo e seus relativos) e andamento ' +
      'a até 6% (ou metade/dobro), do que combina mais para o que combina menos, e por popularidade',
  })
  items: SoundResponse[];
  @ApiProperty({ type: MatchReferenceResponse }) reference: MatchReferenceResponse;
}
