import {
  Body,
  Controller,
  Get,
  HttpStatus,
  Param,
  ParseUUIDPipe,
  Post,
  Res,
  Sse,
  type MessageEvent,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { Observable } from 'rxjs';
import { CurrentUser, type AuthUser } from '@sampleteca/auth';
import { ApiErrors, ErrorResponse } from '@sampleteca/http';
import { distributionError, DistributionErrorCode as Code } from '../distribution-errors';
import { ContractResponse, CreateContractBody } from './contract.dto';
import { ContractStreamService } from './contract-stream.service';
import { ContractsService } from './contracts.service';

const contractId = new ParseUUIDPipe({ exceptionFactory: () => distributionError(Code.ContractNotFound) });

@ApiTags('contracts')
@ApiBearerAuth()
@Controller('contracts')
export class ContractsController {
  constructor(
    private readonly contracts: ContractsService,
    private readonly stream: ContractStreamService,
  ) {}

  @Post()
  @ApiOperation({
    summary: 'Gera o contrato de distribuição da música produzida (nome, CPF, CEP e produtora do perfil)',
  })
  @ApiCreatedResponse({ type: ContractResponse })
  @ApiConflictResponse({
    type: ErrorResponse,
    description: 'PROFILE_INCOMPLETE (details.redirectTo), REQUEST_ALREADY_EXISTS',
  })
  @ApiErrors({ notFound: 'SOUND_NOT_FOUND', serviceUnavailable: 'CONTRACT_PROVIDER_UNAVAILABLE' })
  create(@Body() body: CreateContractBody, @CurrentUser() user: AuthUser): Promise<ContractResponse> {
    return this.contracts.create(user, body.soundId);
  }

  @Get(':id')
  @ApiOperation({ summary: 'Onde o contrato está (consultado a cada 5 s pela página, se os eventos caírem)' })
  @ApiOkResponse({ type: ContractResponse })
  @ApiErrors({ notFound: 'CONTRACT_NOT_FOUND' })
  show(@Param('id', contractId) id: string, @CurrentUser() user: AuthUser): Promise<ContractResponse> {
    return this.contracts.get(user, id);
  }

  @Sse(':id/events')
  @ApiOperation({
    summary: 'Eventos do contrato (text/event-stream): "contract" com o estado agora e a cada mudança, até o fim',
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ type: ContractResponse, description: 'Cada evento "contract" traz um ContractResponse' })
  async events(@Param('id', contractId) id: string, @CurrentUser() user: AuthUser): Promise<Observable<MessageEvent>> {
    // Checked before the stream opens: once its headers are out, a refusal could no longer be a 404.
    await this.contracts.readable(user, id);
    return this.stream.open(user, id);
  }

  @Get(':id/signed-file')
  @ApiOperation({ summary: 'O PDF do contrato assinado (guardado pela plataforma)' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({ description: 'O PDF' })
  @ApiErrors({ notFound: 'CONTRACT_NOT_FOUND, SIGNED_FILE_MISSING' })
  async signedFile(
    @Param('id', contractId) id: string,
    @CurrentUser() user: AuthUser,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.contracts.signedFile(user, id);
    response
      .status(HttpStatus.OK)
      .setHeader('Content-Type', 'application/pdf')
      .setHeader('Content-Disposition', `attachment; filename="contrato-${id}.pdf"`)
      .setHeader('Cache-Control', 'private, no-store')
      .send(file);
  }
}
