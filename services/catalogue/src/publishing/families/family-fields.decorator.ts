import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { INSTRUMENT_FAMILIES, SOUND_SHAPES } from '@sampleteca/contracts';

export const FAMILY_MESSAGE = 'Selecione um instrumento válido.';
export const SHAPE_MESSAGE = 'Selecione o formato: one-shot ou loop.';

/**
 * A sound's instrument family as a body sends it (#44): one of the contract's, or null for none.
 * Optional: left out, the sound keeps (or takes) the analysis' reading.
 */
export const InstrumentFamilyField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: INSTRUMENT_FAMILIES, nullable: true, description }),
    IsOptional(),
    IsIn(INSTRUMENT_FAMILIES, { message: FAMILY_MESSAGE }),
  );

/** One-shot or loop, or null for neither; optional as the family. */
export const SoundShapeField = (description: string) =>
  applyDecorators(
    ApiPropertyOptional({ enum: SOUND_SHAPES, nullable: true, description }),
    IsOptional(),
    IsIn(SOUND_SHAPES, { message: SHAPE_MESSAGE }),
  );
