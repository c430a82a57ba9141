import { Get, Param, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { soundIdPipe } from '../../publishing/sounds/sound-id.pipe';
import { MatchesQuery, SoundMatches } from './matches.dto';
import { MatchesService } from './matches.service';
import { SoundsRoutes } from '../../publishing/sounds/sounds-routes';

@SoundsRoutes()
export class MatchesController {
  constructor(private readonly matches: MatchesService) {}

  @Get(':id/matches')
  @ApiOperation({
    summary: 'Combina com este: sons de tom compatível e andamento próximo, do que combina mais ao menos',
    description:
      'Tons: o mesmo, o relativo, uma quinta acima ou abaixo e os relativos destes. Andamento: até 6% do ' +
      'andamento exato, ou de sua metade ou dobro (o mesmo andamento antes); sem andamento exato vale a faixa ' +
      'de BPM. Empates pela popularidade (downloads + curtidas). Só sons públicos e os seus; nunca o próprio som.',
  })
  @ApiOkResponse({ type: SoundMatches })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'Tipo ou limite inválido' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND' })
  list(
    @Param('id', soundIdPipe) id: string,
    @Query() query: MatchesQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<SoundMatches> {
    return this.matches.matchesOf(id, user.id, query);
  }
}
