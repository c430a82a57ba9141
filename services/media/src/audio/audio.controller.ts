import { Controller, Get, HttpCode, HttpStatus, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiInternalServerErrorResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiTags,
  ApiUnauthorizedResponse,
  ApiUnsupportedMediaTypeResponse,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { MediaErrorDto } from '../common/media-error.dto';
import { AudioFileDto, AudioUploadedDto, UPLOAD_AUDIO_BODY_SCHEMA } from './audio.dto';
import { AudioService } from './audio.service';
import { SignedInUploadGuard } from './signed-in-upload.guard';

@ApiTags('media')
@Controller('media/audio')
export class AudioController {
  constructor(private readonly audio: AudioService) {}

  @Post()
  @Public()
  @UseGuards(SignedInUploadGuard)
  @ApiBearerAuth()
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Envia uma música (passo 1 do assistente de upload)',
    description:
      'Guarda o áudio e começa a processá-lo na hora: duração, forma de onda, loudness, prévia MP3, ' +
      'BPM e tom. Acompanhe em GET /media/audio/{id} até status ready (ou failed). ' +
      'Erros respondem "Erro ao tentar fazer upload da música!" com o motivo em details.reason.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_AUDIO_BODY_SCHEMA })
  @ApiCreatedResponse({ type: AudioUploadedDto })
  @ApiBadRequestResponse({ type: MediaErrorDto, description: 'AUDIO_UPLOAD_INVALID: formulário sem arquivo, vazio…' })
  @ApiUnauthorizedResponse({ type: MediaErrorDto, description: 'UNAUTHENTICATED: "Você precisa está autenticado!"' })
  @ApiPayloadTooLargeResponse({ type: MediaErrorDto, description: 'AUDIO_TOO_LARGE (MEDIA_AUDIO_MAX_BYTES)' })
  @ApiUnsupportedMediaTypeResponse({ type: MediaErrorDto, description: 'AUDIO_TYPE_NOT_ALLOWED' })
  @ApiInternalServerErrorResponse({ type: MediaErrorDto, description: 'AUDIO_UPLOAD_FAILED' })
  upload(@Req() request: Request, @CurrentUser() user: AuthUser): Promise<AudioUploadedDto> {
    return this.audio.upload(request, user);
  }

  @Get(':id')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Estado e análise de uma música enviada',
    description:
      'Só o dono e administradores a veem (para os outros, 404). O assistente consulta até status ' +
      'ready para sugerir o tom (key) e a faixa de BPM (bpmRange).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: AudioFileDto })
  @ApiNotFoundResponse({ type: MediaErrorDto, description: 'AUDIO_NOT_FOUND' })
  show(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AudioFileDto> {
    return this.audio.describe(id, user);
  }

  /**
   * Public like image links: an <audio> element cannot send a token, the id is unguessable and
   * the signed link expires; the catalogue decides where a sound is listed.
   */
  @Get(':id/preview')
  @Public()
  @ApiOperation({ summary: 'Redireciona para um link assinado da prévia MP3 (128 kbps)' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiFoundResponse({ description: 'Location: link assinado, válido por MEDIA_SIGNED_URL_TTL_SECONDS' })
  @ApiNotFoundResponse({ type: MediaErrorDto, description: 'AUDIO_NOT_FOUND' })
  @ApiConflictResponse({ type: MediaErrorDto, description: 'AUDIO_PREVIEW_NOT_READY: ainda processando, ou falhou' })
  async preview(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const url = await this.audio.previewSignedUrl(id);
    response.setHeader('Cache-Control', 'private, no-cache');
    response.redirect(HttpStatus.FOUND, url);
  }
}
