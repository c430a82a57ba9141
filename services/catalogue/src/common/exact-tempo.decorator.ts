import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsNumber, IsOptional, Max, Min } from 'class-validator';
import { TEMPO_MAX, TEMPO_MIN } from '@sampleteca/contracts';

const outside = `O andamento deve estar entre ${TEMPO_MIN} e ${TEMPO_MAX} BPM.`;

/**
 * An optional exact tempo in BPM (the wizard's confirmed analysis, a correction). Whether it
 * falls in the sound's BPM range is checked where the sound is written: that needs both fields.
 */
export const ExactTempo = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ type: Number, nullable: true, minimum: TEMPO_MIN, maximum: TEMPO_MAX, description }),
    IsOptional(),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: 'Informe o andamento em BPM.' }),
    Min(TEMPO_MIN, { message: outside }),
    Max(TEMPO_MAX, { message: outside }),
  );
