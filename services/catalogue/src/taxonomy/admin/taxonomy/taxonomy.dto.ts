import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, IsUUID, Length } from 'class-validator';
import type { TaxonomyKind } from './taxonomy-kinds';
import type { TaxonomyRow } from './taxonomy.repository';

/** Trimmed, inner spacing collapsed: 'funk  carioca ' is 'funk carioca'. */
const TidyName = (lowerCase = false) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    const tidy = value.trim().replace(/\s+/g, ' ');
    return lowerCase ? tidy.toLowerCase() : tidy;
  });

export class TaxonomyEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Sons (públicos ou não) que apontam para este item' }) sounds: number;
  @ApiProperty({
    description: 'Outros itens com o mesmo nome sem acentos, maiúsculas e espaços (prováveis duplicatas)',
  })
  similar: number;
}

export class DrumKitEntryResponse extends TaxonomyEntryResponse {
  @ApiProperty({ format: 'uuid', description: 'O produtor dono do Drum Kit' }) ownerId: string;
  @ApiProperty({ type: String, nullable: true }) ownerName: string | null;
}

export class RenameCategoryBody {
  @ApiProperty({ minLength: 1, maxLength: 60, description: 'Guardado em minúsculas' })
  @TidyName(true)
  @IsString({ message: 'Informe o nome da categoria.' })
  @Length(1, 60, { message: 'A categoria deve ter de 1 a 60 caracteres.' })
  name: string;
}

export class RenameDrumKitBody {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @TidyName()
  @IsString({ message: 'Informe o nome do Drum Kit.' })
  @Length(1, 255, { message: 'O nome do Drum Kit deve ter de 1 a 255 caracteres.' })
  name: string;
}

export class RenameArtistBody {
  @ApiProperty({ minLength: 1, maxLength: 255 })
  @TidyName()
  @IsString({ message: 'Informe o nome do artista.' })
  @Length(1, 255, { message: 'O nome do artista deve ter de 1 a 255 caracteres.' })
  name: string;
}

export class MergeBody {
  @ApiProperty({
    type: [String],
    format: 'uuid',
    minItems: 1,
    maxItems: 20,
    description:
      'Os itens que deixam de existir: seus sons passam para o item da rota (no máximo 20, sem repetir, sem o mantido)',
  })
  @IsArray({ message: 'Escolha os itens a unir.' })
  @ArrayMinSize(1, { message: 'Escolha ao menos um item para unir.' })
  // A bound on the body only: the service refuses more than 20 with its own message.
  @ArrayMaxSize(100, { message: 'Una no máximo 20 itens de cada vez.' })
  @IsUUID('all', { each: true, message: 'Item inválido.' })
  ids: string[];

  @ApiProperty({ required: false, description: 'Só diz o que seria unido, sem alterar nada' })
  @IsOptional()
  @IsBoolean({ message: 'dryRun deve ser true ou false.' })
  dryRun?: boolean;
}

/** An entry a merge removes, with the sounds it hands to the one kept. */
export class MergedEntryResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Sons que passam (ou passaram) para o item mantido' }) sounds: number;
}

class MergeAnswer {
  @ApiProperty({ description: 'Sons que passam (ou passaram) para o item mantido' }) moved: number;
  @ApiProperty({ description: 'Itens removidos' }) removed: number;
  @ApiProperty({ type: [MergedEntryResponse], description: 'Os itens removidos, um a um' })
  removedEntries: MergedEntryResponse[];
  @ApiProperty({ description: 'true: uma prévia, nada foi alterado' }) dryRun: boolean;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'O registro da união (para desfazê-la); null numa prévia',
  })
  mergeId: string | null;
  @ApiProperty({ example: 'Categorias unidas com sucesso!' }) message: string;
}

export class MergeResult extends MergeAnswer {
  @ApiProperty({
    type: TaxonomyEntryResponse,
    description: 'O item mantido (já com os sons dos outros, se não for prévia)',
  })
  kept: TaxonomyEntryResponse;
}

export class DrumKitMergeResult extends MergeAnswer {
  @ApiProperty({
    type: DrumKitEntryResponse,
    description: 'O Drum Kit mantido (já com os sons dos outros, se não for prévia)',
  })
  kept: DrumKitEntryResponse;
}

export const mapTaxonomyEntry = (row: TaxonomyRow): TaxonomyEntryResponse => ({
  id: row.id,
  name: row.name,
  sounds: row.sounds,
  similar: row.similar,
});

export const mapDrumKitEntry = (row: TaxonomyRow): DrumKitEntryResponse => ({
  ...mapTaxonomyEntry(row),
  ownerId: row.owner_id ?? '',
  ownerName: row.owner_name,
});

/** A drum kit with its owner; a category or an artist as it is. */
export const mapEntry = (kind: TaxonomyKind, row: TaxonomyRow): TaxonomyEntryResponse =>
  kind.ownedBy ? mapDrumKitEntry(row) : mapTaxonomyEntry(row);
