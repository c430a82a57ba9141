import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ErrorResponse, PageQuery } from '@sampleteca/http';
import { distributionError, DistributionErrorCode as Code } from '../distribution-errors';
import {
  CreateRequestBody,
  DistributionRequestPage,
  DistributionRequestResponse,
  RequestChangeResult,
  RequestDownloadLink,
} from './request.dto';
import { RequestsService } from './requests.service';

/** A malformed id names no request: the same 404 as a missing one. */
export const requestId = new ParseUUIDPipe({ exceptionFactory: () => distributionError(Code.RequestNotFound) });

/** The Solicitações screen (spec 02 §2): pending requests, approve and cancel (admins), the MP3. */
@ApiTags('distribution')
@ApiBearerAuth()
@Controller('distribution-requests')
export class RequestsController {
  constructor(private readonly requests: RequestsService) {}

  @Get()
  @ApiOperation({ summary: 'Solicitações pendentes, mais novas primeiro: todas (admin) ou as suas' })
  @ApiOkResponse({ type: DistributionRequestPage })
  list(@Query() query: PageQuery, @CurrentUser() user: AuthUser): Promise<DistributionRequestPage> {
    return this.requests.pending(user, query);
  }

  @Post()
  @ApiOperation({ summary: 'Envia a sua música para análise (de novo, depois de recusada)' })
  @ApiCreatedResponse({ type: RequestChangeResult })
  @ApiConflictResponse({ type: ErrorResponse, description: 'REQUEST_ALREADY_EXISTS, CONTRACT_NOT_SIGNED' })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'SOUND_NOT_FOUND (também a música de outra pessoa)' })
  create(@Body() body: CreateRequestBody, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.create(user, body.soundId);
  }

  @Get(':id')
  @ApiOkResponse({ type: DistributionRequestResponse })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'REQUEST_NOT_FOUND' })
  show(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<DistributionRequestResponse> {
    return this.requests.get(user, id);
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Aprova (a música fica pública): só administradores' })
  @ApiOkResponse({ type: RequestChangeResult })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'ADMIN_ONLY' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'REQUEST_NOT_PENDING' })
  approve(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.decide(user, id, 'approved');
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancela (a música fica privada): só administradores' })
  @ApiOkResponse({ type: RequestChangeResult })
  @ApiForbiddenResponse({ type: ErrorResponse, description: 'ADMIN_ONLY' })
  @ApiConflictResponse({ type: ErrorResponse, description: 'REQUEST_NOT_PENDING' })
  cancel(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.decide(user, id, 'cancelled');
  }

  @Post(':id/download-link')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Link do MP3 da solicitação (quem pediu ou administradores; não conta como download)' })
  @ApiOkResponse({ type: RequestDownloadLink })
  @ApiNotFoundResponse({ type: ErrorResponse, description: 'REQUEST_NOT_FOUND' })
  downloadLink(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestDownloadLink> {
    return this.requests.downloadLink(user, id);
  }
}
