import { ApiProperty } from '@nestjs/swagger';
import { MergedEntryResponse } from '../taxonomy/taxonomy.dto';
import type { MergeRow } from './taxonomy-merges.repository';

/** One console merge as the list of recent merges shows it. */
export class TaxonomyMergeResponse {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['categories', 'drum-kits', 'artists'] }) kind: string;
  @ApiProperty({ format: 'uuid' }) keptId: string;
  @ApiProperty({ description: 'O nome do item mantido na hora da união' }) keptName: string;
  @ApiProperty({ type: [MergedEntryResponse], description: 'Os itens removidos, como eram' })
  removed: MergedEntryResponse[];
  @ApiProperty({ description: 'Sons que passaram para o item mantido' }) moved: number;
  @ApiProperty({ format: 'uuid' }) mergedBy: string;
  @ApiProperty({ type: String, format: 'date-time' }) mergedAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) undoneAt: string | null;
  @ApiProperty({ description: 'Ainda pode ser desfeita (não desfeita e com menos de 30 dias)' }) undoable: boolean;
}

export class UndoMergeResult {
  @ApiProperty({ type: TaxonomyMergeResponse }) merge: TaxonomyMergeResponse;
  @ApiProperty({ description: 'Sons que voltaram aos itens recriados' }) restored: number;
  @ApiProperty({ example: 'União desfeita: os itens e seus sons voltaram.' }) message: string;
}

export const mapMerge = (row: MergeRow): TaxonomyMergeResponse => ({
  id: row.id,
  kind: row.kind,
  keptId: row.kept_id,
  keptName: row.kept_name,
  removed: row.removed.map((entry) => ({ id: entry.id, name: entry.name, sounds: entry.sounds_count })),
  moved: row.moved,
  mergedBy: row.merged_by,
  mergedAt: new Date(row.merged_at).toISOString(),
  undoneAt: row.undone_at ? new Date(row.undone_at).toISOString() : null,
  undoable: !row.undone_at && !row.expired,
});
