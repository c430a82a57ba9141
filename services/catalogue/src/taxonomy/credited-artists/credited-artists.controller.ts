import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import {
  CreateCreditedArtistBody,
  CreditedArtistResponse,
  CreditedArtistResult,
  CreditedArtistsQuery,
} from './credited-artists.dto';
import { CreditedArtistsService } from './credited-artists.service';

/** Artists credited on sounds: the wizard looks one up by name and creates it when missing (spec 02 §5). */
@ApiTags('artists')
@ApiBearerAuth()
@Controller('artists/credited')
export class CreditedArtistsController {
  constructor(private readonly creditedArtists: CreditedArtistsService) {}

  @Get()
  @ApiOperation({ summary: 'Até 10 artistas cujo nome contém a busca (sem diferença de acentos)' })
  @ApiOkResponse({ type: [CreditedArtistResponse] })
  search(@Query() query: CreditedArtistsQuery): Promise<CreditedArtistResponse[]> {
    return this.creditedArtists.search(query.search ?? '');
  }

  @Post()
  @ApiOperation({ summary: 'O artista com esse nome; criado (com a imagem) se ainda não existe' })
  @ApiOkResponse({ type: CreditedArtistResult, description: '201 quando criado, 200 quando já existia' })
  async findOrCreate(
    @Body() body: CreateCreditedArtistBody,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreditedArtistResult> {
    const result = await this.creditedArtists.findOrCreate(body.name, body.imageUrl ?? null, user.id);
    response.status(result.created ? 201 : 200);
    return result;
  }
}
