import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ExactTempo } from '../../common/exact-tempo.decorator';
import { CreateSoundBody } from '../sounds/sound.dto';

/**
 * What an administrator changes on any sound: its details, with the upload wizard's rules and
 * messages, and whether it is public (hide / publish). Only the fields sent change.
 */
export class AdminSoundUpdateBody extends PartialType(
  PickType(CreateSoundBody, [
    'name',
    'description',
    'type',
    'key',
    'bpm',
    'categoryId',
    'instrumentFamily',
    'shape',
  ] as const),
) {
  @ApiPropertyOptional({ enum: ['public', 'private'], description: 'public publica; private esconde' })
  @IsOptional()
  @IsIn(['public', 'private'], { message: 'A visibilidade deve ser public ou private.' })
  status?: 'public' | 'private';

  @ExactTempo('Andamento exato (a faixa bpm segue); null: sem andamento (one-shot)')
  tempo?: number | null;
}

/** An account's place in the catalogue, for the console's user page. */
export class OwnerSummaryResponse {
  @ApiProperty({ description: 'Sons enviados (públicos e privados)' }) sounds: number;
  @ApiProperty() publicSounds: number;
  @ApiProperty({ description: 'Curtidas que os sons da conta receberam' }) likesReceived: number;
  @ApiProperty({ description: 'Downloads dos sons da conta' }) downloadsReceived: number;
  @ApiProperty({ description: 'Sons que a conta curtiu' }) likesGiven: number;
  @ApiProperty({ description: 'Sons que a conta baixou' }) downloadsMade: number;
}
