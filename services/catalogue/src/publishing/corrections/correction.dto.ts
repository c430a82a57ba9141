import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  BPM_VALUES,
  MUSICAL_KEYS,
  type BpmRange,
  type InstrumentFamily,
  type MusicalKey,
  type SoundShape,
} from '@sampleteca/contracts';
import { ExactTempo } from '../../common/exact-tempo.decorator';
import { InstrumentFamilyField, SoundShapeField } from '../families/family-fields.decorator';

/** The uploader's correction of what the analysis (or they) got wrong; only the fields sent change. */
export class MusicalCorrectionBody {
  @ApiPropertyOptional({ enum: MUSICAL_KEYS, nullable: true, description: "null: 'Sem tom definido'" })
  @IsOptional()
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key?: MusicalKey | null;

  @ApiPropertyOptional({
    enum: BPM_VALUES,
    nullable: true,
    description: "A faixa; com tempo, precisa ser a faixa do tempo. null: 'Sem BPM (one-shot)'",
  })
  @IsOptional()
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm?: BpmRange | null;

  @ExactTempo('Andamento exato (a faixa segue); null: o som não tem andamento (one-shot)')
  tempo?: number | null;

  @InstrumentFamilyField('O instrumento (#44), escolha de quem enviou: nenhuma nova análise o troca. null: nenhum')
  instrumentFamily?: InstrumentFamily | null;

  @SoundShapeField('One-shot ou loop, escolha de quem enviou. null: nenhum')
  shape?: SoundShape | null;
}
