import { Body, Param, Patch } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { SoundResponse } from '../../browse/sound-lists/sound-response.dto';
import { soundIdPipe } from '../sounds/sound-id.pipe';
import { MusicalCorrectionBody } from './correction.dto';
import { CorrectionsService } from './corrections.service';
import { SoundsRoutes } from '../sounds/sounds-routes';

@SoundsRoutes()
export class CorrectionsController {
  constructor(private readonly corrections: CorrectionsService) {}

  @Patch(':id/musical')
  @ApiOperation({
    summary: 'Corrige o tom e o andamento do som (só quem enviou; publicado ou não)',
    description: 'O que for corrigido é o que os filtros, os cards e "Combina com este" usam a partir de agora.',
  })
  @ApiOkResponse({ type: SoundResponse })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Validação; TEMPO_OUTSIDE_RANGE' })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'SOUND_NOT_OWNER_CORRECTION' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  correct(
    @Param('id', soundIdPipe) id: string,
    @Body() body: MusicalCorrectionBody,
    @CurrentUser() user: AuthUser,
  ): Promise<SoundResponse> {
    return this.corrections.correct(id, user.id, body);
  }
}
