import { Body, Controller, Delete, Get, Param, Patch, Post, Put, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, PageQuery } from '@sampleteca/http';
import { SoundPage } from '../../browse/sound-lists/sound-response.dto';
import { MessageResponse } from '../../publishing/sounds/sound.dto';
import { soundIdPipe } from '../../publishing/sounds/sound-id.pipe';
import { collectionIdPipe } from './collection-id.pipe';
import {
  CollectionPage,
  CollectionResponse,
  CollectionsQuery,
  CreateCollectionBody,
  CreatedCollection,
  MoveSoundBody,
  UpdateCollectionBody,
} from './collections.dto';
import { CollectionsService } from './collections.service';

const NOT_FOUND = 'COLLECTION_NOT_FOUND: não existe, é privada de outra pessoa, ou (para mudar) não é sua';

/** 'Coleções' (#33 §3): a person's named lists of sounds, in their order, private until shared. */
@ApiTags('collections')
@ApiBearerAuth()
@Controller('collections')
export class CollectionsController {
  constructor(private readonly collections: CollectionsService) {}

  @Get()
  @ApiOperation({ summary: 'Minhas coleções, por nome; com ?soundId=, se cada uma tem aquele som' })
  @ApiOkResponse({ type: CollectionPage })
  mine(@Query() query: CollectionsQuery, @CurrentUser() user: AuthUser): Promise<CollectionPage> {
    return this.collections.mine(query, user.id);
  }

  @Post()
  @ApiOperation({ summary: 'Cria uma coleção (privada), já com um som quando soundId vem' })
  @ApiCreatedResponse({ type: CreatedCollection })
  @ApiConflictResponse({ type: ErrorResponse, description: 'COLLECTION_EXISTS; COLLECTIONS_LIMIT (100 por pessoa)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND: o som não existe ou não é visível' })
  create(@Body() body: CreateCollectionBody, @CurrentUser() user: AuthUser): Promise<CreatedCollection> {
    return this.collections.create(body, user.id);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Uma coleção minha, ou compartilhada por outra pessoa' })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  show(@Param('id', collectionIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<CollectionResponse> {
    return this.collections.show(id, user.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Renomeia e/ou compartilha (shared: true) ou torna privada a coleção' })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'COLLECTION_EXISTS' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  update(
    @Param('id', collectionIdPipe) id: string,
    @Body() body: UpdateCollectionBody,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionResponse> {
    return this.collections.update(id, body, user.id);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Exclui a coleção (os sons continuam no catálogo)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  remove(@Param('id', collectionIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<MessageResponse> {
    return this.collections.delete(id, user.id);
  }

  @Get(':id/sounds')
  @ApiOperation({
    summary: 'Os sons da coleção na ordem dela, como o usuário os vê',
    description:
      'Sons privados de outras pessoas nunca aparecem, nem para quem criou a coleção (que vê quantos são em unavailableCount).',
  })
  @ApiOkResponse({ type: SoundPage })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  sounds(
    @Param('id', collectionIdPipe) id: string,
    @Query() query: PageQuery,
    @CurrentUser() user: AuthUser,
  ): Promise<SoundPage> {
    return this.collections.sounds(id, query, user.id);
  }

  @Put(':id/sounds/:soundId')
  @ApiOperation({ summary: 'Põe o som no fim da coleção (repetir não muda nada)' })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiConflictResponse({ type: ErrorResponse, description: 'COLLECTION_FULL (1.000 sons)' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${NOT_FOUND}; SOUND_NOT_FOUND` })
  add(
    @Param('id', collectionIdPipe) id: string,
    @Param('soundId', soundIdPipe) soundId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionResponse> {
    return this.collections.add(id, soundId, user.id);
  }

  @Delete(':id/sounds/:soundId')
  @ApiOperation({ summary: 'Tira o som da coleção (se não estava, nada muda)' })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  removeSound(
    @Param('id', collectionIdPipe) id: string,
    @Param('soundId', soundIdPipe) soundId: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionResponse> {
    return this.collections.remove(id, soundId, user.id);
  }

  @Delete(':id/unavailable')
  @ApiOperation({
    summary: 'Tira da coleção os sons que ficaram indisponíveis (tornados privados por quem os enviou, ou removidos)',
  })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: NOT_FOUND })
  removeUnavailable(
    @Param('id', collectionIdPipe) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionResponse> {
    return this.collections.removeUnavailable(id, user.id);
  }

  @Put(':id/sounds/:soundId/position')
  @ApiOperation({ summary: 'Move o som para outra posição (1 = o primeiro) entre os que você vê na coleção' })
  @ApiOkResponse({ type: CollectionResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: `${NOT_FOUND}; COLLECTION_SOUND_NOT_FOUND` })
  move(
    @Param('id', collectionIdPipe) id: string,
    @Param('soundId', soundIdPipe) soundId: string,
    @Body() body: MoveSoundBody,
    @CurrentUser() user: AuthUser,
  ): Promise<CollectionResponse> {
    return this.collections.move(id, soundId, body.position, user.id);
  }
}
