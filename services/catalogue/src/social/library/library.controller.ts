import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';

import { SoundFilters } from '../../browse/sound-lists/sound-filters.dto';
import { SoundListsService } from '../../browse/sound-lists/sound-lists.service';
import { SoundPage } from '../../browse/sound-lists/sound-response.dto';

/** The signed-in user's profile tabs: Downloads, Uploads and Curtidas (spec 02 §2). */
@ApiTags('library')
@ApiBearerAuth()
@Controller('library')
export class LibraryController {
  constructor(private readonly lists: SoundListsService) {}

  @Get('downloads')
  @ApiOperation({ summary: 'Meus Downloads (o mais recente primeiro)' })
  @ApiOkResponse({ type: SoundPage })
  downloads(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundPage> {
    return this.lists.page({ kind: 'downloaded', userId: user.id }, filters, user.id);
  }

  @Get('uploads')
  @ApiOperation({ summary: 'Meus Uploads, públicos e privados, com o estado do processamento' })
  @ApiOkResponse({ type: SoundPage })
  uploads(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundPage> {
    return this.lists.page({ kind: 'uploads', userId: user.id }, filters, user.id);
  }

  @Get('likes')
  @ApiOperation({ summary: 'Minhas curtidas (a mais recente primeiro)' })
  @ApiOkResponse({ type: SoundPage })
  likes(@Query() filters: SoundFilters, @CurrentUser() user: AuthUser): Promise<SoundPage> {
    return this.lists.page({ kind: 'liked', userId: user.id }, filters, user.id);
  }
}
