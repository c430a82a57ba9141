import { Controller, HttpCode, HttpStatus, Post, Req, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { UPLOAD_AUDIO_BODY_SCHEMA } from '../audio/audio.dto';
import { SignedInUploadGuard } from '../audio/signed-in-upload.guard';
import { SoundDescriptionResponse } from './sound-description.dto';
import { SoundDescriptionService } from './sound-description.service';

@ApiTags('media')
@Controller('media/audio/descriptions')
export class SoundDescriptionsController {
  constructor(private readonly descriptions: SoundDescriptionService) {}

  @Post()
  @Public()
  @UseGuards(SignedInUploadGuard)
  @ApiBearerAuth()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Buscar com um som: descreve um som seu sem guardá-lo',
    description:
      'Recebe um áudio (as mesmas verificações do upload; até MEDIA_SEARCH_SOUND_MAX_BYTES e ' +
      'MEDIA_SEARCH_SOUND_MAX_SECONDS, recusado assim que o cabeçalho diz que é mais longo), mede ' +
      'timbre, andamento e tom e apaga o arquivo. Cada pessoa tem até MEDIA_SEARCH_SOUND_PER_PERSON ' +
      'buscas em andamento, atendidas por vez entre as pessoas. Envie o ' +
      'descritor a POST /api/sounds/similar-to. Erros respondem "Erro ao tentar fazer upload da música!" ' +
      'com o motivo em details.reason.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_AUDIO_BODY_SCHEMA })
  @ApiOkResponse({ type: SoundDescriptionResponse })
  @ApiErrors({
    badRequest: 'AUDIO_UPLOAD_INVALID: formulário sem arquivo, vazio…',
    unauthorized: 'UNAUTHENTICATED',
    payloadTooLarge: 'AUDIO_TOO_LARGE',
    unsupportedMediaType: 'AUDIO_TYPE_NOT_ALLOWED',
  })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponse,
    description: 'AUDIO_SEARCH_TOO_LONG, AUDIO_SEARCH_UNREADABLE (ilegível, curto ou silencioso demais)',
  })
  @ApiTooManyRequestsResponse({
    type: ErrorResponse,
    description: 'RATE_LIMITED: buscas demais da mesma pessoa em andamento (com Retry-After)',
  })
  @ApiServiceUnavailableResponse({
    type: ErrorResponse,
    description: 'AUDIO_SEARCH_BUSY: buscas demais esperando neste processo (com Retry-After)',
  })
  describe(@Req() request: Request, @CurrentUser() user: AuthUser): Promise<SoundDescriptionResponse> {
    // SignedInUploadGuard let only a signed-in user this far.
    return this.descriptions.describe(request, user.id);
  }
}
