import { Body, Controller, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { pageOf, ErrorResponse } from '@sampleteca/http';
import { CreateDrumKitBody, CreatedDrumKit, DrumKitDetails, DrumKitPage, DrumKitsQuery } from './drum-kits.dto';
import { DrumKitsService } from './drum-kits.service';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';

const kitId = new ParseUUIDPipe({
  exceptionFactory: () => catalogueError(CatalogueErrorCode.DrumKitNotFound),
});

/** Drum kits (the spec's albums): /albums, /album/{id} and the wizard's suggestions. */
@ApiTags('drum-kits')
@ApiBearerAuth()
@Controller('drum-kits')
export class DrumKitsController {
  constructor(private readonly kits: DrumKitsService) {}

  @Get()
  @ApiOkResponse({ type: DrumKitPage })
  async list(@Query() query: DrumKitsQuery, @CurrentUser() user: AuthUser): Promise<DrumKitPage> {
    const { items, total } = await this.kits.list(query, user.id);
    return pageOf(items, total, query);
  }

  @Get(':id')
  @ApiOkResponse({ type: DrumKitDetails })
  @ApiNotFoundResponse({ type: ErrorResponse, description: "DRUM_KIT_NOT_FOUND: 'Drum Kit não encontrado'" })
  show(@Param('id', kitId) id: string, @CurrentUser() user: AuthUser): Promise<DrumKitDetails> {
    return this.kits.details(id, user.id);
  }

  @Post()
  @ApiCreatedResponse({ type: CreatedDrumKit })
  @ApiConflictResponse({ type: ErrorResponse, description: 'DRUM_KIT_EXISTS (details.drumKit: o existente)' })
  create(@Body() body: CreateDrumKitBody, @CurrentUser() user: AuthUser): Promise<CreatedDrumKit> {
    return this.kits.create(body, user.id);
  }
}
