import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { TransactionRunner } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { CatalogueMessages } from '../catalogue-errors';
import {
  CreateCreditedArtistBody,
  CreditedArtistResponse,
  CreditedArtistResult,
  CreditedArtistsQuery,
} from './credited-artists.dto';

type Row = { id: string; name: string; image_url: string | null };
const toArtist = (row: Row): CreditedArtistResponse => ({ id: row.id, name: row.name, imageUrl: row.image_url });

/** Artists credited on sounds: the wizard looks one up by name and creates it when missing (spec 02 §5). */
@ApiTags('artists')
@ApiBearerAuth()
@Controller('artists/credited')
export class CreditedArtistsController {
  constructor(private readonly transactions: TransactionRunner) {}

  @Get()
  @ApiOperation({ summary: 'Até 10 artistas cujo nome contém a busca (sem diferença de acentos)' })
  @ApiOkResponse({ type: [CreditedArtistResponse] })
  async search(@Query() query: CreditedArtistsQuery): Promise<CreditedArtistResponse[]> {
    const term = escapeLike(query.search ?? '');
    const rows = await this.transactions.dataSource.query<Row[]>(
      `SELECT id, name, image_url FROM catalogue.artists
        WHERE catalogue.fold(name) LIKE '%' || catalogue.fold($1) || '%'
        ORDER BY lower(name) = lower($2) DESC, length(name), name LIMIT 10`,
      [term, query.search ?? ''],
    );
    return rows.map(toArtist);
  }

  @Post()
  @ApiOperation({ summary: 'O artista com esse nome; criado (com a imagem) se ainda não existe' })
  @ApiOkResponse({ type: CreditedArtistResult, description: '201 quando criado, 200 quando já existia' })
  async findOrCreate(
    @Body() body: CreateCreditedArtistBody,
    @CurrentUser() user: AuthUser,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreditedArtistResult> {
    const [created] = await this.transactions.dataSource.query<Row[]>(
      `INSERT INTO catalogue.artists (name, image_url, created_by) VALUES ($1, $2, $3)
       ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name, image_url`,
      [body.name, body.imageUrl ?? null, user.id],
    );
    if (created) {
      response.status(201);
      return { artist: toArtist(created), created: true, message: CatalogueMessages.ArtistCreated };
    }
    const [existing] = await this.transactions.dataSource.query<Row[]>(
      `SELECT id, name, image_url FROM catalogue.artists WHERE lower(name) = lower($1)`,
      [body.name],
    );
    response.status(200);
    return { artist: toArtist(existing), created: false, message: null };
  }
}
