import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MUSICAL_KEYS, type MusicalKey } from '@sampleteca/contracts';
import { ExactTempo } from '../../common/exact-tempo.decorator';

/** The tempo and key loops preview in; null for either: as recorded ('Original'). */
export class ListeningTuning {
  @ExactTempo('Andamento da sessão em BPM; null: o andamento original de cada som')
  tempo?: number | null;

  @ApiPropertyOptional({ enum: MUSICAL_KEYS, nullable: true, description: 'Tom da sessão; null: o tom original' })
  @IsOptional()
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key?: MusicalKey | null;
}
