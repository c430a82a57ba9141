import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { BackfillProgressService } from '../timbre/backfill-progress.service';

export class BackfillProgressResponse {
  @ApiProperty({ example: 'timbre', description: 'Qual preenchimento' }) id: string;
  @ApiProperty({ description: 'Itens já preenchidos' }) done: number;
  @ApiProperty({ description: 'Itens ao todo' }) total: number;
}

/** Operações: how far media's backfills have got (each worker fills on its own; this only reads). */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/media/backfills')
export class BackfillsController {
  constructor(private readonly backfills: BackfillProgressService) {}

  @Get()
  @ApiOperation({
    summary: 'Progresso dos preenchimentos do media',
    description: 'timbre: áudios prontos já descritos (Sons parecidos) com a versão atual do descritor, de todos.',
  })
  @ApiOkResponse({ type: [BackfillProgressResponse] })
  list(): Promise<BackfillProgressResponse[]> {
    return this.backfills.all();
  }
}
