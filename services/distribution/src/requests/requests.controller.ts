import { Body, Controller, Get, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ApiErrors, PageQuery } from '@sampleteca/http';
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
  @ApiErrors({
    conflict: 'REQUEST_ALREADY_EXISTS, CONTRACT_NOT_SIGNED',
    notFound: 'SOUND_NOT_FOUND (também a música de outra pessoa)',
  })
  create(@Body() body: CreateRequestBody, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.create(user, body.soundId);
  }

  @Get(':id')
  @ApiOkResponse({ type: DistributionRequestResponse })
  @ApiErrors({ notFound: 'REQUEST_NOT_FOUND' })
  show(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<DistributionRequestResponse> {
    return this.requests.get(user, id);
  }

  @Post(':id/approve')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Aprova (a música fica pública): só administradores' })
  @ApiOkResponse({ type: RequestChangeResult })
  @ApiErrors({ forbidden: 'ADMIN_ONLY', conflict: 'REQUEST_NOT_PENDING' })
  approve(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.decide(user, id, 'approved');
  }

  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Cancela (a música fica privada): só administradores' })
  @ApiOkResponse({ type: RequestChangeResult })
  @ApiErrors({ forbidden: 'ADMIN_ONLY', conflict: 'REQUEST_NOT_PENDING' })
  cancel(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestChangeResult> {
    return this.requests.decide(user, id, 'cancelled');
  }

  @Post(':id/download-link')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Link do MP3 da solicitação (quem pediu ou administradores; não conta como download)' })
  @ApiOkResponse({ type: RequestDownloadLink })
  @ApiErrors({ notFound: 'REQUEST_NOT_FOUND' })
  downloadLink(@Param('id', requestId) id: string, @CurrentUser() user: AuthUser): Promise<RequestDownloadLink> {
    return this.requests.downloadLink(user, id);
  }
}
