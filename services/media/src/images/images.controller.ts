import { Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiFoundResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { redirectToSignedLink } from '../storage/signed-link-redirect';
import { ImageSizePipe } from './image-size.pipe';
import { IMAGE_SIZE_QUERY, UPLOAD_IMAGE_BODY_SCHEMA, UploadedImageResponse } from './images.dto';
import { ImagesService } from './images.service';
import { VisitorUploadLimitGuard } from './visitor-upload.limiter';

@ApiTags('media')
@Controller('media/images')
export class ImagesController {
  constructor(private readonly images: ImagesService) {}

  /** Public: registration uploads the avatar before the account can sign in. */
  @Post()
  @Public()
  @UseGuards(VisitorUploadLimitGuard)
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({
    summary: 'Envia uma imagem (avatar ou capa)',
    description:
      'Aceita visitantes (limitados por IP) e usuários autenticados (a imagem fica em seu nome). ' +
      'A imagem é guardada em webp nos tamanhos da finalidade.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: UPLOAD_IMAGE_BODY_SCHEMA })
  @ApiCreatedResponse({ type: UploadedImageResponse, description: 'Imagem guardada; use url (ou sizes) para exibi-la' })
  @ApiErrors({
    badRequest: 'IMAGE_UPLOAD_INVALID: formulário ou finalidade',
    payloadTooLarge: 'IMAGE_TOO_LARGE',
    unsupportedMediaType: 'IMAGE_TYPE_NOT_ALLOWED',
    unprocessableEntity: 'IMAGE_UNREADABLE: arquivo corrompido',
    tooManyRequests: 'RATE_LIMITED (visitantes)',
    internalServerError: 'IMAGE_UPLOAD_FAILED',
  })
  upload(@Req() request: Request, @CurrentUser() user: AuthUser | undefined): Promise<UploadedImageResponse> {
    return this.images.upload(request, user);
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'Redireciona para um link assinado da imagem' })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiQuery(IMAGE_SIZE_QUERY)
  @ApiFoundResponse({ description: 'Location: link assinado, válido por MEDIA_SIGNED_URL_TTL_SECONDS' })
  @ApiBadRequestResponse({
    type: ErrorResponse,
    description: 'VALIDATION_FAILED: um tamanho que nenhuma imagem tem; IMAGE_SIZE_NOT_AVAILABLE: um que esta não tem',
  })
  @ApiErrors({ notFound: 'IMAGE_NOT_FOUND' })
  async show(
    @Param('id') id: string,
    @Query('size', ImageSizePipe) size: number | undefined,
    @Res() response: Response,
  ): Promise<void> {
    redirectToSignedLink(response, await this.images.signedUrl(id, size));
  }

  /** Public: crawlers of link previews (WhatsApp, Telegram, X…) fetch it without signing in. */
  @Get(':id/share-card')
  @Public()
  @ApiOperation({
    summary: 'Redireciona para o cartão de compartilhamento da imagem',
    description:
      'JPEG de 1200×630 para prévias de links (WhatsApp, Telegram, Instagram, X, Facebook): a imagem inteira ' +
      'centralizada sobre uma cópia dela desfocada e escurecida. Gerado no primeiro pedido e guardado.',
  })
  @ApiParam({ name: 'id', format: 'uuid' })
  @ApiFoundResponse({ description: 'Location: link assinado do JPEG, válido por MEDIA_SIGNED_URL_TTL_SECONDS' })
  @ApiErrors({ notFound: 'IMAGE_NOT_FOUND' })
  async shareCard(@Param('id') id: string, @Res() response: Response): Promise<void> {
    redirectToSignedLink(response, await this.images.shareCardUrl(id));
  }
}
