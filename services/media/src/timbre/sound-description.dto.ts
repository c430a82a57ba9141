import { ApiProperty } from '@nestjs/swagger';
import {
  INSTRUMENT_FAMILIES,
  MUSICAL_KEYS,
  SOUND_SHAPES,
  type InstrumentFamily,
  type MusicalKey,
  type SoundReading,
  type SoundShape,
  type TimbreDescriptor,
} from '@sampleteca/contracts';

export class TimbreDescriptorResponse implements TimbreDescriptor {
  @ApiProperty({ type: Number, description: 'Versão do descritor: só vetores da mesma versão se comparam' })
  version: number;
  @ApiProperty({
    type: [Number],
    description: 'O vetor: as características do som projetadas nas direções que separam famílias de instrumentos',
  })
  values: number[];
}

/** What the analysis reads the sound as (#44): 'Parece um kick'. */
export class SoundReadingResponse implements SoundReading {
  @ApiProperty({ enum: INSTRUMENT_FAMILIES, nullable: true, description: 'Família de instrumento mais provável' })
  family: InstrumentFamily | null;
  @ApiProperty({ type: Number, nullable: true, example: 0.8, description: 'Quão seguro (0..1)' })
  familyConfidence: number | null;
  @ApiProperty({ enum: SOUND_SHAPES, nullable: true })
  shape: SoundShape | null;
}

/** What media heard in a sound sent to search with; the sound itself is not kept. */
export class SoundDescriptionResponse {
  @ApiProperty({ type: TimbreDescriptorResponse, description: 'Envie-o a POST /api/sounds/similar-to' })
  timbre: TimbreDescriptorResponse;
  @ApiProperty({ type: SoundReadingResponse, nullable: true, description: 'O que a análise acha que o som é' })
  reading: SoundReadingResponse | null;
  @ApiProperty({ type: Number, example: 4.2 })
  durationSeconds: number;
  @ApiProperty({ description: 'true: soa como um loop (pulso regular); false: um one-shot' })
  loop: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Andamento estimado; null sem pulso a medir' })
  bpm: number | null;
  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: 'Tom estimado' })
  key: MusicalKey | null;
}
