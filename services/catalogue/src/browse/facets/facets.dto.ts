import { ApiProperty } from '@nestjs/swagger';

export class FacetValue {
  @ApiProperty({ description: 'O valor do filtro (id, tipo, tom ou faixa de BPM)' }) value: string;
  @ApiProperty({ description: 'O que mostrar (nome da categoria, do drum kit, do artista…)' }) label: string;
  @ApiProperty({ description: 'Sons com esse valor sob os demais filtros' }) count: number;
}

/** Counts per filter value under the other filters, biggest first (types, keys and BPMs in spec order). */
export class SoundFacets {
  @ApiProperty({ type: [FacetValue] }) type: FacetValue[];
  @ApiProperty({ type: [FacetValue] }) category: FacetValue[];
  @ApiProperty({ type: [FacetValue], description: 'Os mais usados (até 20) e o escolhido' }) drumKit: FacetValue[];
  @ApiProperty({ type: [FacetValue], description: 'Os mais usados (até 20) e o escolhido' }) uploader: FacetValue[];
  @ApiProperty({ type: [FacetValue] }) key: FacetValue[];
  @ApiProperty({ type: [FacetValue] }) bpm: FacetValue[];
  @ApiProperty({ type: [FacetValue], description: 'Instrumentos (#44), na ordem do contrato' }) family: FacetValue[];
  @ApiProperty({ type: [FacetValue], description: 'one-shot e loop' }) shape: FacetValue[];
}
