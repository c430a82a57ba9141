import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Query,
  Sse,
  SseSignal,
  type MessageEvent,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { CurrentUser, Public, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { DigestBody, DigestState, Notifications, UnsubscribeBody } from './follows.dto';
import { NewsStreamService } from './news-stream.service';
import { NotificationsService } from './notifications.service';

/** The bell (news from the producers I follow) and the daily e-mail digest (issue #33 §2). */
@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly stream: NewsStreamService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'As novidades mais recentes e quantas não foram lidas' })
  @ApiOkResponse({ type: Notifications })
  list(@CurrentUser() user: AuthUser): Promise<Notifications> {
    return this.notifications.list(user.id);
  }

  @Post('read')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Marca todas as novidades como lidas' })
  @ApiNoContentResponse()
  async read(@CurrentUser() user: AuthUser): Promise<void> {
    await this.notifications.markAllRead(user.id);
  }

  @Sse('events')
  @ApiOperation({ summary: 'Eventos "news" (text/event-stream) com o número de não lidas, agora e a cada mudança' })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'O fluxo de eventos, aberto enquanto a sessão vale' })
  // A refusal is JSON, not the stream @ApiProduces names.
  @ApiTooManyRequestsResponse({
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponse) } } },
    description: catalogueError.describe(CatalogueErrorCode.NewsStreamsPerPerson),
  })
  @ApiServiceUnavailableResponse({
    content: { 'application/json': { schema: { $ref: getSchemaPath(ErrorResponse) } } },
    description: `${catalogueError.describe(CatalogueErrorCode.NewsStreamsFull)} (com Retry-After)`,
  })
  events(@CurrentUser() user: AuthUser, @SseSignal() closed: AbortSignal): Promise<Observable<MessageEvent>> {
    // Ends on its own when the session is signed out or revoked, or the token expires.
    return this.stream.open(user, closed);
  }

  @Get('digest')
  @ApiOperation({ summary: 'Se recebo o resumo diário por e-mail' })
  @ApiOkResponse({ type: DigestState })
  digest(@CurrentUser() user: AuthUser): Promise<DigestState> {
    return this.notifications.digest(user.id);
  }

  @Put('digest')
  @ApiOperation({ summary: 'Liga ou desliga o resumo diário por e-mail (desligado até pedir)' })
  @ApiOkResponse({ type: DigestState })
  setDigest(@Body() body: DigestBody, @CurrentUser() user: AuthUser): Promise<DigestState> {
    return this.notifications.setDigest(user.id, body.subscribed);
  }
}

/**
 * The digest's unsubscribe, for the e-mail's link and the mail client's one-click POST: no
 * session (the link's keyed token proves whose it is), so no bearer in the OpenAPI document.
 */
@ApiTags('notifications')
@Public()
@Controller('notifications/digest')
export class DigestUnsubscribeController {
  constructor(private readonly notifications: NotificationsService) {}

  @Post('unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancela o resumo sem entrar: o botão da página que o link do e-mail abre' })
  @ApiOkResponse({ type: DigestState })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'UNSUBSCRIBE_LINK_INVALID' })
  unsubscribe(@Body() body: UnsubscribeBody): Promise<DigestState> {
    return this.notifications.unsubscribe(body.user, body.token);
  }

  @Post('one-click-unsubscribe')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Cancela o resumo pelo List-Unsubscribe de um clique (RFC 8058): o cliente de e-mail faz o POST',
    description: 'user e token na query; o corpo (List-Unsubscribe=One-Click) não importa.',
  })
  @ApiOkResponse({ type: DigestState })
  @ApiBadRequestResponse({ type: ErrorResponse, description: 'UNSUBSCRIBE_LINK_INVALID' })
  oneClickUnsubscribe(@Query() query: UnsubscribeBody): Promise<DigestState> {
    return this.notifications.unsubscribe(query.user, query.token);
  }
}
