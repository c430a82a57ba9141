import { Controller, Get, HttpStatus, Param, ParseUUIDPipe, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { soundIdPipe } from '../../publishing/sounds/sound-id.pipe';
import { SharedCollection, SharedDrumKit, SharedProducer, SharedSound } from './share.dto';
import { ShareService } from './share.service';

/** A malformed id names nothing: the same 404 as a missing one. */
const idOr404 = (code: CatalogueErrorCode) => new ParseUUIDPipe({ exceptionFactory: () => catalogueError(code) });

/**
 * What a shared link (/s/{id}, /k/{id}, /p/{id}, /c/{id}) shows without an account: one public
 * sound, or a kit's, producer's or shared collection's name with a few previews. No list, search or filter: those need an account.
 */
@ApiTags('share')
@Public()
@Controller('share')
export class ShareController {
  constructor(private readonly share: ShareService) {}

  @Get('sounds/:id')
  @ApiOperation({ summary: 'Um som público, como o link compartilhado mostra a quem não entrou' })
  @ApiOkResponse({ type: SharedSound })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND (também privado ou excluído)' })
  sound(@Param('id', soundIdPipe) id: string): Promise<SharedSound> {
    return this.share.sound(id);
  }

  @Get('sounds/:id/preview')
  @ApiOperation({
    summary: 'Redireciona para a prévia do som público (og:audio): um endereço estável para um link assinado',
  })
  @ApiFoundResponse({ description: 'Location: o link assinado da prévia' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND (também privado, excluído ou sem prévia)' })
  async preview(@Param('id', soundIdPipe) id: string, @Res() response: Response): Promise<void> {
    const { sound } = await this.share.sound(id);
    if (!sound.audio.previewUrl) throw catalogueError(CatalogueErrorCode.SoundNotFound);
    // The signed link ages: ask again each time.
    response.setHeader('Cache-Control', 'private, no-cache');
    response.redirect(HttpStatus.FOUND, sound.audio.previewUrl);
  }

  @Get('drum-kits/:id')
  @ApiOperation({ summary: 'Um drum kit com sons públicos: nome, capa, quem criou e as prévias mais novas' })
  @ApiOkResponse({ type: SharedDrumKit })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'DRUM_KIT_NOT_FOUND (também sem som público)' })
  drumKit(@Param('id', idOr404(CatalogueErrorCode.DrumKitNotFound)) id: string): Promise<SharedDrumKit> {
    return this.share.drumKit(id);
  }

  @Get('producers/:id')
  @ApiOperation({ summary: 'Quem produz (conta confirmada): nome, foto e as prévias mais novas' })
  @ApiOkResponse({ type: SharedProducer })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'ARTIST_NOT_FOUND' })
  producer(@Param('id', idOr404(CatalogueErrorCode.ProducerNotFound)) id: string): Promise<SharedProducer> {
    return this.share.producer(id);
  }

  @Get('collections/:id')
  @ApiOperation({
    summary: 'Uma coleção compartilhada: nome, quem criou e as primeiras prévias públicas, na ordem da coleção',
  })
  @ApiOkResponse({ type: SharedCollection })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'COLLECTION_NOT_FOUND (também privada)' })
  collection(@Param('id', idOr404(CatalogueErrorCode.CollectionNotFound)) id: string): Promise<SharedCollection> {
    return this.share.collection(id);
  }
}
