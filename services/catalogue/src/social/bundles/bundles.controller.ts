import { Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { collectionIdPipe } from '../collections/collection-id.pipe';
import { BundleGrantResponse } from './bundles.dto';
import { BundlesService } from './bundles.service';

const kitId = new ParseUUIDPipe({
  exceptionFactory: () => catalogueError(CatalogueErrorCode.DrumKitNotFound),
});

const HOW_IT_WORKS =
  'Responde um manifesto assinado: envie manifest e signature como formulário (POST) para action, e media ' +
  'transmite o ZIP com os originais (WAV, AIFF, FLAC…) ou o MP3 de cada som e um LICENCA.txt. Entram os sons ' +
  'que um download avulso permitiria (gratuitos, os seus, ou todos com um plano pago), prontos, até `limit`; ' +
  'skipped diz quantos ficaram de fora e por quê. Cada som conta um download quando media o serve, uma vez ' +
  'por usuário. Nada liberado: 403 PLAN_REQUIRED (details.plansUrl) ou 409 SOUND_NOT_READY.';

/** 'Baixar kit', 'Baixar curtidas' and 'Baixar coleção': many sounds as one ZIP. */
@ApiTags('downloads')
@ApiBearerAuth()
@Controller()
export class BundlesController {
  constructor(private readonly bundles: BundlesService) {}

  @Post('drum-kits/:id/downloads')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Baixa o Drum Kit inteiro num ZIP (os sons que o plano do usuário permite)',
    description: HOW_IT_WORKS,
  })
  @ApiOkResponse({ type: BundleGrantResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'PLAN_REQUIRED: nenhum som liberado pelo plano' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'SOUND_NOT_READY: nenhum som pronto ainda' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'DRUM_KIT_NOT_FOUND; BUNDLE_EMPTY: o kit não tem sons' })
  kit(@Param('id', kitId) id: string, @CurrentUser() user: AuthUser): Promise<BundleGrantResponse> {
    return this.bundles.kit(id, user.id);
  }

  @Post('library/likes/downloads')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Baixa as minhas curtidas num ZIP (as mais recentes primeiro)', description: HOW_IT_WORKS })
  @ApiOkResponse({ type: BundleGrantResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'PLAN_REQUIRED: nenhum som liberado pelo plano' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'SOUND_NOT_READY: nenhum som pronto ainda' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'BUNDLE_EMPTY: nenhuma curtida' })
  liked(@CurrentUser() user: AuthUser): Promise<BundleGrantResponse> {
    return this.bundles.liked(user.id);
  }

  @Post('collections/:id/downloads')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Baixa a coleção num ZIP, na ordem dela (minha, ou compartilhada por outra pessoa)',
    description: `${HOW_IT_WORKS} Sons privados de outras pessoas nunca entram.`,
  })
  @ApiOkResponse({ type: BundleGrantResponse })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'PLAN_REQUIRED: nenhum som liberado pelo plano' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'SOUND_NOT_READY: nenhum som pronto ainda' })
  @ApiNotFoundResponse({
    type: ErrorResponse,
    description: 'COLLECTION_NOT_FOUND (também privada de outra pessoa); BUNDLE_EMPTY: a coleção não tem sons',
  })
  collection(@Param('id', collectionIdPipe) id: string, @CurrentUser() user: AuthUser): Promise<BundleGrantResponse> {
    return this.bundles.collection(id, user.id);
  }
}
