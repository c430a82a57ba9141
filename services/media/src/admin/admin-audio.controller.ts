import { Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { Roles } from '@sampleteca/auth';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { AudioRetryService } from '../audio/audio-retry.service';
import { MediaErrorCode, mediaError } from '../media-errors';

/** The console's Sons screen mends a failed processing here. */
@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/media/audio')
export class AdminAudioController {
  constructor(private readonly retries: AudioRetryService) {}

  @Post(':id/retry')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: 'Processa de novo um áudio cuja análise falhou do nosso lado',
    description:
      'O original guardado volta à fila de processamento; o som fica "processando" até ficar pronto ou falhar ' +
      '(media.audio.reprocessing, depois media.processed ou media.failed).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiAcceptedResponse({ description: 'Na fila de processamento' })
  @ApiErrors({ notFound: mediaError.describe(MediaErrorCode.AudioNotFound) })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: [MediaErrorCode.AudioNotFailed, MediaErrorCode.AudioNotRetryable, MediaErrorCode.AudioOriginalGone]
      .map((code) => mediaError.describe(code))
      .join('; '),
  })
  retry(@Param('id') id: string): Promise<void> {
    return this.retries.retry(id);
  }
}
