import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { MUSICAL_KEYS, type MusicalKey } from '@sampleteca/contracts';
import { ExactTempo } from '../common/exact-tempo.decorator';

/** The listener's session, to offer the download in its tempo and key too (#18 §1); empty: the files as they are. */
export class DownloadRequestBody {
  @ExactTempo('Andamento da sessão em BPM; ausente ou null: o andamento do som')
  tempo?: number | null;

  @ApiPropertyOptional({
    enum: MUSICAL_KEYS,
    nullable: true,
    description: 'Tom da sessão; ausente ou null: o tom do som',
  })
  @IsOptional()
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key?: MusicalKey | null;
}

export class TransformedDownloadLink {
  @ApiProperty({
    description:
      'Link assinado do MP3 no andamento e no tom da sessão, preparado pelo servidor na primeira vez (vale alguns minutos, sem token)',
  })
  url: string;
  @ApiProperty({ example: 'Batida de verão (120 BPM, Bm).mp3' }) fileName: string;
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 120,
    description: 'Andamento para o qual o som foi esticado; null: mantém o seu (one-shot, som sem andamento)',
  })
  tempo: number | null;
  @ApiProperty({
    enum: MUSICAL_KEYS,
    nullable: true,
    example: 'Bm',
    description: 'Tom para o qual o som foi transposto; null: mantém o seu',
  })
  key: MusicalKey | null;
  @ApiProperty({ example: 2, description: 'Semitons da transposição (-5 a +6; 0: nenhuma)' }) semitones: number;
}
