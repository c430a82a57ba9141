import { Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { SoundsRoutes } from '../sounds/sounds-routes';
import { FamiliesService } from './families.service';
import { uploadIdPipe } from './upload-id.pipe';
import { UploadReading } from './upload-reading.dto';

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
  reading(@Param('audioId', uploadIdPipe) audioId: string, @CurrentUser() user: AuthUser): Promise<UploadReading> {
    return this.families.uploadReading(audioId, user.id);
  }
}
