import { Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../catalogue-errors';
import { SoundsRoutes } from '../sounds/sounds-routes';
import { FamiliesService } from './families.service';
import { UploadReading } from './upload-reading.dto';

/** A malformed id names no upload: the same 404 as someone else's. */
const audioIdPipe = new ParseUUIDPipe({ exceptionFactory: () => catalogueError(CatalogueErrorCode.UploadNotFound) });

/** The wizard's suggested instrument and shape for a file its user uploaded. */
@SoundsRoutes()
export class UploadReadingController {
  constructor(private readonly families: FamiliesService) {}

  @Get('uploads/:audioId/reading')
  @ApiOperation({
    summary: 'O instrumento e o formato (one-shot ou loop) que a análise sugere para o arquivo enviado',
    description: 'Só para quem enviou; enquanto status for processing, a sugestão ainda não chegou.',
  })
  @ApiOkResponse({ type: UploadReading })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'UPLOAD_NOT_FOUND' })
  reading(@Param('audioId', audioIdPipe) audioId: string, @CurrentUser() user: AuthUser): Promise<UploadReading> {
    return this.families.uploadReading(audioId, user.id);
  }
}
