import { HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { soundIdPipe } from '../sounds/sound-id.pipe';
import { SoundsRoutes } from '../sounds/sounds-routes';
import { PreviewPlaysService } from './preview-plays.service';

@SoundsRoutes()
export class PreviewPlaysController {
  constructor(private readonly plays: PreviewPlaysService) {}

  @Post(':id/plays')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary: 'Conta que a prévia começou a tocar',
    description: 'Uma vez por ouvinte, som e dia (UTC); repetir no mesmo dia não muda nada, e quem enviou não conta.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  async play(@Param('id', soundIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<void> {
    await this.plays.record(id, user.id);
  }
}
