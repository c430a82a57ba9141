import { ApiProperty } from '@nestjs/swagger';
import { MUSICAL_KEYS, type MusicalKey, type TimbreDescriptor } from '@sampleteca/contracts';

export class TimbreDescriptorResponse implements TimbreDescriptor {
  @ApiProperty({ type: Number, description: 'Versão do descritor: só vetores da mesma versão se comparam' })
  version: number;
  @ApiProperty({ type: [Number], description: 'O vetor: timbre, brilho, envelope, ruído e densidade de ataques' })
  values: number[];
}

/** What media heard in a sound sent to search with; the sound itself is not kept. */
export class SoundDescriptionResponse {
  @ApiProperty({ type: TimbreDescriptorResponse, description: 'Envie-o a POST /api/sounds/similar-to' })
  timbre: TimbreDescriptorResponse;
  @ApiProperty({ type: Number, example: 4.2 })
  durationSeconds: number;
  @ApiProperty({ description: 'true: soa como um loop (pulso regular); false: um one-shot' })
  loop: boolean;
  @ApiProperty({ type: Number, nullable: true, description: 'Andamento estimado; null sem pulso a medir' })
  bpm: number | null;
  @ApiProperty({ enum: MUSICAL_KEYS, nullable: true, description: 'Tom estimado' })
  key: MusicalKey | null;
}
