import { Body, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { soundIdPipe } from '../../publishing/sounds/sound-id.pipe';
import { SoundsRoutes } from '../../publishing/sounds/sounds-routes';
import { SimilarQuery, SimilarSounds, SimilarToBody, SimilarToSounds } from './similar.dto';
import { SimilarService } from './similar.service';

@SoundsRoutes()
export class SimilarController {
  constructor(private readonly similar: SimilarService) {}

  @Get(':id/similar')
  @ApiOperation({
    summary: 'Sons parecidos: os sons de timbre mais próximo, do mais ao menos parecido',
    description:
      'Compara o timbre (MFCC, forma do espectro, ataque, densidade de ataques) analisado pelo media: ' +
      'one-shots com one-shots, loops com loops. Só sons públicos e os seus; nunca o próprio som. ' +
      '`reference.described` é false enquanto o som não foi analisado.',
  })
  @ApiOkResponse({ type: SimilarSounds })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Tipo ou limite inválido' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  similarTo(
    @Param('id', soundIdPipe) id: string,
    @Query() query: SimilarQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<SimilarSounds> {
    return this.similar.similarTo(id, user.id, query);
  }

  @Post('similar-to')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Buscar com um som: os sons mais parecidos com o descritor de um som seu',
    description:
      'O descritor vem de POST /api/media/audio/descriptions (o som enviado não é guardado); os filtros ' +
      'de sempre (tipo, tom, BPM) valem por cima.',
  })
  @ApiOkResponse({ type: SimilarToSounds })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Descritor ou filtros inválidos' })
  similarToSound(@Body() body: SimilarToBody, @CurrentUser() user: AuthUser): Promise<SimilarToSounds> {
    return this.similar.similarToSound(body, user.id);
  }
}
