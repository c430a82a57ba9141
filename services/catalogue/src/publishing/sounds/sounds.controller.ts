import { Body, Delete, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { CreatedSound, CreateSoundBody, DownloadLink, LikeBody, LikeState, MessageResponse } from './sound.dto';
import { CreateProducedSoundBody } from './produced-sound.dto';
import { soundIdPipe } from './sound-id.pipe';
import { SoundsService } from './sounds.service';
import { SoundsRoutes } from './sounds-routes';

/** One sound: saved, shown, deleted, liked, downloaded (lists: SoundListsController). */
@SoundsRoutes()
export class SoundsController {
  constructor(private readonly sounds: SoundsService) {}

  @Post()
  @ApiOperation({ summary: 'Cadastra o som do assistente (privado até a distribuição ser aprovada)' })
  @ApiCreatedResponse({ type: CreatedSound })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'AUDIO_NOT_YOURS' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'AUDIO_ALREADY_USED' })
  create(@Body() body: CreateSoundBody, @CurrentUser() user: AuthUser): Promise<CreatedSound> {
    return this.sounds.create(body, user.id);
  }

  @Post('produced')
  @ApiOperation({
    summary: 'Cadastra a música produzida do pedido de distribuição (Beat, grátis, privada até a aprovação)',
  })
  @ApiCreatedResponse({ type: CreatedSound })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'AUDIO_NOT_YOURS' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'AUDIO_ALREADY_USED' })
  createProduced(@Body() body: CreateProducedSoundBody, @CurrentUser() user: AuthUser): Promise<CreatedSound> {
    return this.sounds.createProduced(body, user.id);
  }

  @Get(':id')
  @ApiOkResponse({ type: SoundResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  show(@Param('id', soundIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<SoundResponse> {
    return this.sounds.get(id, user.id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Exclui o som (só quem enviou); os arquivos são removidos em seguida' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'SOUND_NOT_OWNER' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  remove(@Param('id', soundIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<MessageResponse> {
    return this.sounds.delete(id, user.id);
  }

  @Put(':id/like')
  @ApiOperation({ summary: 'Curte ou descurte (o estado pedido; repetir não muda nada)' })
  @ApiOkResponse({ type: LikeState })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  like(
    @Param('id', soundIdPipe) id: string,
    @Body() body: LikeBody,
    @CurrentUser() user: AuthUser,
  ): Promise<LikeState> {
    return this.sounds.setLike(id, user.id, body.liked);
  }

  @Post(':id/downloads')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Devolve o link do MP3; o download conta quando o arquivo começa a ser servido',
    description:
      'Sons pagos exigem um plano pago: 403 PLAN_REQUIRED com details.plansUrl. O download conta uma vez ' +
      'por usuário e som, quando media serve o arquivo pelo link (não conta se o arquivo não existir). ' +
      'O arquivo no andamento e no tom da sessão é feito pelo portal, no navegador, a partir deste MP3.',
  })
  @ApiOkResponse({ type: DownloadLink })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'PLAN_REQUIRED' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'SOUND_NOT_READY' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  download(@Param('id', soundIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<DownloadLink> {
    return this.sounds.download(id, user.id);
  }
}
