import { ApiProperty } from '@nestjs/swagger';
import { INSTRUMENT_FAMILIES, SOUND_SHAPES, type InstrumentFamily, type SoundShape } from '@sampleteca/contracts';

/** What the analysis reads an upload as: the wizard's suggested chips (#44). */
export class UploadReading {
  @ApiProperty({
    enum: ['processing', 'ready', 'failed'],
    description: 'processing: a leitura ainda não chegou; pergunte de novo',
  })
  status: 'processing' | 'ready' | 'failed';
  @ApiProperty({ enum: INSTRUMENT_FAMILIES, nullable: true, description: 'null: sem sugestão (curto ou silencioso)' })
  family: InstrumentFamily | null;
  @ApiProperty({ type: Number, nullable: true, description: '0..1: quão segura é a sugestão de instrumento' })
  familyConfidence: number | null;
  @ApiProperty({ enum: SOUND_SHAPES, nullable: true }) shape: SoundShape | null;
}
