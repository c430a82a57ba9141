import { Controller, Get, HttpCode, HttpStatus, Inject, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { URL_SECRET } from '@sampleteca/config';
import { verifyDownloadGrant, verifyPreviewGrant } from '@sampleteca/contracts';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { sendStoredObject } from '../storage/send-stored-object';
import { redirectToSignedLink } from '../storage/signed-link-redirect';
import { STORAGE, type Storage } from '../storage/storage';
import { MediaErrorCode, mediaError } from '../media-errors';
import { AudioFileResponse, AudioUploadedResponse, PreviewLinkResponse, UPLOAD_AUDIO_BODY_SCHEMA } from './audio.dto';
import { AudioService } from './audio.service';
import { downloadDisposition } from './download-disposition';
import { SignedInUploadGuard } from './signed-in-upload.guard';

const MP3_BODY = { 'audio/mpeg': { schema: { type: 'string', format: 'binary' } } };

@ApiTags('media')
@Controller('media/audio')
export class AudioController {
  constructor(
    private readonly audio: AudioService,
    @Inject(STORAGE) private readonly storage: Storage,
    @Inject(URL_SECRET) private readonly urlSecret: Buffer,
  ) {}

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
  @ApiCreatedResponse({ type: AudioUploadedResponse })
  @ApiErrors({
    badRequest: 'AUDIO_UPLOAD_INVALID: formulário sem arquivo, vazio…',
    unauthorized: 'UNAUTHENTICATED: "Você precisa está autenticado!"',
    payloadTooLarge: 'AUDIO_TOO_LARGE (MEDIA_AUDIO_MAX_BYTES)',
    unsupportedMediaType: 'AUDIO_TYPE_NOT_ALLOWED',
    internalServerError: 'AUDIO_UPLOAD_FAILED',
  })
  upload(@Req() request: Request, @CurrentUser() user: AuthUser): Promise<AudioUploadedResponse> {
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
  @ApiOkResponse({ type: AudioFileResponse })
  @ApiErrors({ notFound: 'AUDIO_NOT_FOUND' })
  show(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<AudioFileResponse> {
    return this.audio.describe(id, user);
  }

  @Get(':id/preview-link')
  @ApiBearerAuth()
  @ApiOperation({
    summary: 'Link assinado de curta duração para ouvir a prévia',
    description:
      'Só o dono e administradores (para os outros, 404): é assim que se ouve um som que ainda não é ' +
      'público fora das listas do catálogo (as listas já trazem o link de quem pode ouvir).',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiOkResponse({ type: PreviewLinkResponse })
  @ApiErrors({ notFound: 'AUDIO_NOT_FOUND', conflict: 'AUDIO_PREVIEW_NOT_READY: ainda processando, ou falhou' })
  previewLink(@Param('id') id: string, @CurrentUser() user: AuthUser): Promise<PreviewLinkResponse> {
    return this.audio.previewLink(id, user);
  }

  /**
   * An <audio> element cannot send a token, so the link carries a grant instead: signed by the
   * service that checked the listener may hear the sound (the catalogue's lists, or
   * GET :id/preview-link). Knowing the id opens nothing, public sound or not.
   */
  @Get(':id/preview')
  @Public()
  @ApiOperation({ summary: 'Redireciona da prévia MP3 (128 kbps) para o arquivo, com um link assinado' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'expires', type: String, description: 'Validade do link (segundos Unix)' })
  @ApiQuery({ name: 'signature', type: String, description: 'Assinatura HMAC-SHA256 do link' })
  @ApiFoundResponse({ description: 'Location: link assinado do arquivo, válido por MEDIA_SIGNED_URL_TTL_SECONDS' })
  @ApiErrors({
    forbidden: mediaError.describe(MediaErrorCode.LinkInvalid),
    notFound: 'AUDIO_NOT_FOUND',
    conflict: 'AUDIO_PREVIEW_NOT_READY: ainda processando, ou falhou',
  })
  async preview(
    @Param('id') id: string,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Res() response: Response,
  ): Promise<void> {
    if (!verifyPreviewGrant(id, { expires, signature }, this.urlSecret)) {
      throw mediaError(MediaErrorCode.LinkInvalid);
    }
    redirectToSignedLink(response, await this.audio.previewSignedUrl(id));
  }

  /**
   * Public: a browser follows it from a link. The catalogue decides who may download and signs
   * a grant (MEDIA_URL_SECRET) binding this id, the file name and an expiry; media only checks it.
   */
  @Get(':id/download')
  @Public()
  @ApiOperation({
    summary: 'Baixa a música em MP3, ou o arquivo original, por um link de download assinado pelo catálogo',
    description:
      'Serve o MP3 original quando o envio já era MP3; senão, a prévia MP3 de 128 kbps. Com format=original ' +
      '(assinado no link), o arquivo como foi enviado (WAV, AIFF, FLAC…), no seu tipo. Salva com o nome ' +
      'do link (Content-Disposition: attachment). Aceita um intervalo Range: bytes=início-fim (206). ' +
      'Um link antigo com ratio e semitones (o download no andamento e no tom do ouvinte, que o portal ' +
      'agora prepara no navegador) responde 410 MEDIA_TUNED_LINK_RETIRED e nada é preparado. ' +
      'O download conta (media.download.served) quando o arquivo começa a ser servido; um HEAD só ' +
      'confirma que o arquivo existe, sem contar.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery({ name: 'sound', type: String, description: 'O som baixado (quem assinou o link)' })
  @ApiQuery({ name: 'user', type: String, description: 'Quem pediu o download' })
  @ApiQuery({ name: 'name', type: String, description: 'Nome do arquivo salvo (ex.: Batida de verão.mp3)' })
  @ApiQuery({
    name: 'format',
    required: false,
    enum: ['original', 'tuned'],
    description: 'original: o arquivo como foi enviado; tuned: o MP3, para o portal afinar',
  })
  @ApiQuery({ name: 'expires', type: String, description: 'Validade do link (segundos Unix)' })
  @ApiQuery({ name: 'signature', type: String, description: 'Assinatura HMAC-SHA256 do link' })
  @ApiOkResponse({ description: 'O MP3 inteiro (Accept-Ranges: bytes)', content: MP3_BODY })
  @ApiResponse({
    status: HttpStatus.PARTIAL_CONTENT,
    description: 'O trecho pedido (Content-Range)',
    content: MP3_BODY,
  })
  @ApiErrors({
    forbidden: mediaError.describe(MediaErrorCode.LinkInvalid),
    notFound: 'AUDIO_NOT_FOUND',
    conflict: 'AUDIO_PREVIEW_NOT_READY: ainda processando, ou falhou',
    gone: mediaError.describe(MediaErrorCode.TunedLinkRetired),
  })
  @ApiResponse({
    status: HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    type: ErrorResponse,
    description: `${MediaErrorCode.RangeNotSatisfiable}: o trecho começa depois do fim (Content-Range: bytes */tamanho)`,
  })
  async download(
    @Param('id') id: string,
    @Query('sound') sound: unknown,
    @Query('user') user: unknown,
    @Query('name') name: unknown,
    @Query('expires') expires: unknown,
    @Query('signature') signature: unknown,
    @Query('format') format: unknown,
    @Req() request: Request,
    @Res() response: Response,
  ): Promise<void> {
    // Links to the renders the server used to make (#18 §1) are still out there: said plainly, never served.
    if (request.query.ratio !== undefined || request.query.semitones !== undefined) {
      throw mediaError(MediaErrorCode.TunedLinkRetired);
    }
    const grant = verifyDownloadGrant(id, { sound, user, name, expires, signature, format }, this.urlSecret);
    if (!grant) throw mediaError(MediaErrorCode.LinkInvalid);
    const file = await this.audio.downloadFile(id, grant.original);
    if (!file) throw mediaError(MediaErrorCode.AudioNotFound);
    const secondsLeft = Math.max(0, grant.expires - Math.floor(Date.now() / 1000));
    const sent = await sendStoredObject(
      this.storage,
      file.key,
      request,
      response,
      {
        'Content-Type': file.contentType,
        'Content-Disposition': downloadDisposition(grant.fileName, file.extension),
        'Cache-Control': `private, max-age=${secondsLeft}`,
        'X-Content-Type-Options': 'nosniff',
      },
      () => this.audio.recordServed(grant),
    );
    // The row says ready but storage has no file: deleted meanwhile (sound.deleted).
    if (!sent) throw mediaError(MediaErrorCode.AudioNotFound);
  }
}
