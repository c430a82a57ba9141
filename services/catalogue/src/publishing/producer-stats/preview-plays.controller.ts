import { Controller, HttpCode, HttpStatus, Param, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, visitorKey } from '@sampleteca/http';
import { soundIdPipe } from '../sounds/sound-id.pipe';
import { PreviewPlaysService } from './preview-plays.service';

/** Under /api/sounds, open to visitors: a shared link's player counts too. */
@ApiTags('sounds')
@Controller('sounds')
export class PreviewPlaysController {
  constructor(private readonly plays: PreviewPlaysService) {}

  @Post(':id/plays')
  @Public()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Conta que a prévia começou a tocar',
    description:
      'Uma vez por ouvinte, som e dia (UTC); repetir no mesmo dia não muda nada, e quem enviou não conta. ' +
      'Sem login (um link compartilhado), só num som público, uma vez por visitante e dia, sem cookie: o ' +
      'visitante é reconhecido por um hash do endereço e do navegador com uma chave que dura o dia, e no ' +
      'máximo CATALOGUE_VISITOR_PLAYS_PER_ADDRESS visitantes contam por endereço, som e dia.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  async play(
    @Param('id', soundIdPipe) id: string,
    @CurrentUser() user: AuthUser | undefined,
    @Req() request: Request,
  ): Promise<void> {
    if (user) return this.plays.record(id, user.id);
    await this.plays.recordVisitor(id, {
      address: visitorKey(request.ip),
      userAgent: request.headers['user-agent'] ?? '',
    });
  }
}
