import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { FamiliesService } from '../families/families.service';
import { TimbreCellsService } from '../../browse/similar/timbre-cells.service';
import { TimbreNeighboursService } from '../../browse/similar/timbre-neighbours.service';

export class CatalogueBackfillResponse {
  @ApiProperty({ example: 'timbre-cells', description: 'Qual preenchimento' }) id: string;
  @ApiProperty({ description: 'Itens já preenchidos' }) done: number;
  @ApiProperty({ description: 'Itens ao todo' }) total: number;
}

/** Operações: how far the catalogue's background fills have got (the worker fills; this only reads). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/catalogue/backfills')
export class CatalogueBackfillsController {
  constructor(
    private readonly cells: TimbreCellsService,
    private readonly neighbours: TimbreNeighboursService,
    private readonly families: FamiliesService,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Progresso dos preenchimentos do catálogo',
    description:
      'timbre-cells: sons descritos já postos nas células de timbre da geração em construção (Sons parecidos); ' +
      'fora de uma construção, todos. timbre-neighbours: células cujos sons já têm a lista dos mais parecidos ' +
      '(construída pelo worker depois das células; fora de uma construção, todas). sound-tags: arquivos prontos que já têm a leitura de instrumento e formato ' +
      '(o preenchimento de timbre de media a traz aos arquivos antigos).',
  })
  @ApiOkResponse({ type: [CatalogueBackfillResponse] })
  async list(): Promise<CatalogueBackfillResponse[]> {
    const [{ assigned, total }, lists, tags] = await Promise.all([
      this.cells.progress(),
      this.neighbours.progress(),
      this.families.readingProgress(),
    ]);
    return [
      { id: 'timbre-cells', done: assigned, total },
      { id: 'timbre-neighbours', done: lists.cellsDone, total: lists.cells },
      { id: 'sound-tags', ...tags },
    ];
  }
}
