import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, Matches, MaxLength, Validate } from 'class-validator';
import {
  BPM_VALUES,
  INSTRUMENT_FAMILIES,
  MUSICAL_KEYS,
  SOUND_SHAPES,
  SOUND_TYPES,
  type BpmRange,
  type InstrumentFamily,
  type MusicalKey,
  type SoundShape,
  type SoundType,
} from '@sampleteca/contracts';
import { NotWith, PageQuery, QueryBoolean, TrimToUndefined } from '@sampleteca/http';

/** The catalogue's filters (spec 02 §3 "Filters"), any combination; every list and facet takes them. */
export class SoundFilters extends PageQuery {
  @ApiPropertyOptional({ enum: SOUND_TYPES })
  @IsOptional()
  @IsIn(SOUND_TYPES, { message: 'Tipo de som inválido.' })
  type?: SoundType;

  @ApiPropertyOptional({ format: 'uuid', description: 'Categoria (gênero)' })
  @IsOptional()
  @IsUUID('all', { message: 'Categoria inválida.' })
  category?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Drum kit' })
  @IsOptional()
  @IsUUID('all', { message: 'Drum Kit inválido.' })
  drumKit?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A conta que enviou o som (a página do artista); o artista creditado é outra coisa',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Artista inválido.' })
  uploader?: string;

  @ApiPropertyOptional({ enum: MUSICAL_KEYS })
  @IsOptional()
  @IsIn(MUSICAL_KEYS, { message: 'Selecione uma tonalidade válida' })
  key?: MusicalKey;

  @ApiPropertyOptional({ enum: BPM_VALUES })
  @IsOptional()
  @IsIn(BPM_VALUES, { message: 'Selecione um BPM válido' })
  bpm?: BpmRange;

  // #44: what a sound sounds like, as tagged (the analysis' reading or the producer's choice).
  @ApiPropertyOptional({ enum: INSTRUMENT_FAMILIES, description: 'Instrumento (kick, caixa, 808/baixo…)' })
  @IsOptional()
  @IsIn(INSTRUMENT_FAMILIES, { message: 'Instrumento inválido.' })
  family?: InstrumentFamily;

  @ApiPropertyOptional({ enum: SOUND_SHAPES, description: 'Formato: one-shot (uma batida) ou loop' })
  @IsOptional()
  @IsIn(SOUND_SHAPES, { message: 'Formato inválido: use one-shot ou loop.' })
  shape?: SoundShape;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      "true: só 'Músicas produzidas'; false: só os demais. Sem ele, as listas de samples (sem artista nem drum kit) " +
      'deixam as músicas produzidas de fora; a página de um artista ou drum kit mostra as duas',
  })
  @IsOptional()
  @QueryBoolean()
  @IsBoolean({ message: 'produced deve ser true ou false.' })
  produced?: boolean;

  @ApiPropertyOptional({ description: 'Nome, artista, drum kit ou categoria; sem diferença de acentos' })
  @IsOptional()
  @TrimToUndefined()
  @IsString()
  @MaxLength(100, { message: 'A busca deve conter no máximo 100 caracteres' })
  search?: string;

  @ApiPropertyOptional({
    description:
      "Leituras da busca que o usuário tirou (os 'id' de understood, separados por vírgula, ex.: 'tempo:96,key:Dm'): " +
      'as palavras voltam a ser buscadas como palavras',
    example: 'tempo:96',
  })
  @IsOptional()
  @TrimToUndefined()
  @IsString()
  @MaxLength(300, { message: 'Leituras da busca inválidas.' })
  @Matches(/^[a-z]+:[A-Za-z0-9#.-]+(,[a-z]+:[A-Za-z0-9#.-]+)*$/, { message: 'Leituras da busca inválidas.' })
  literal?: string;

  // Keyset paging: a page reached with Próxima or Anterior seeks from a sound of the page the
  // reader saw, so page 5,000 costs what page 1 does; `page` alone skips (a shared link).
  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A página começa depois deste som (o último da página anterior)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Som de referência da página inválido.' })
  after?: string;

  @ApiPropertyOptional({
    format: 'uuid',
    description: 'A página termina antes deste som (o primeiro da página seguinte)',
  })
  @IsOptional()
  @IsUUID('all', { message: 'Som de referência da página inválido.' })
  @Validate(NotWith, ['after'], { message: 'Informe after ou before, não os dois.' })
  before?: string;
}

/**
 * The dashboard's sample lists (and their counts) leave produced songs out unless asked: spec 02
 * keeps them apart, in the artist and drum kit pages' second list 'Músicas produzidas'
 * (`produced=true`; spec 02 §2, is_produced). Those pages, about one uploader or kit, ask for
 * each list explicitly and count both kinds in their one filter panel.
 */
export function samplesUnlessAsked<Filters extends Pick<SoundFilters, 'produced' | 'uploader' | 'drumKit'>>(
  filters: Filters,
): Filters {
  if (filters.produced !== undefined || filters.uploader || filters.drumKit) return filters;
  return { ...filters, produced: false };
}

/** The filters alone (no paging): what facet counts and totals are keyed by. */
export type SoundFilterValues = Omit<SoundFilters, 'page' | 'pageSize' | 'after' | 'before'>;

/** Where a keyset page starts: after the last sound of the page before, or before the first of the page after. */
export type PageAnchor = { after: string } | { before: string };

export function anchorOf({ after, before }: Pick<SoundFilters, 'after' | 'before'>): PageAnchor | undefined {
  if (after) return { after };
  if (before) return { before };
  return undefined;
}
