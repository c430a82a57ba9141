import { Body, Controller, Headers, HttpCode, Inject, Logger, Post } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import { Public } from '@sampleteca/auth';
import { distributionError, DistributionErrorCode as Code } from '../distribution-errors';
import { E_SIGNATURE_PROVIDER, type ESignatureProvider } from '../esign/e-signature-provider';
import { ContractProgressService } from './contract-progress.service';

/**
 * The e-signature provider's webhooks (doc_signed, doc_refused, doc_expired…), authenticated by
 * the secret header. Duplicates are expected and change nothing; an error answers 500 so the
 * provider delivers again, and the polling job covers a webhook that never comes.
 */
@Controller('webhooks/contracts')
export class ContractWebhooksController {
  private readonly logger = new Logger('ContractWebhooks');

  constructor(
    @Inject(E_SIGNATURE_PROVIDER) private readonly provider: ESignatureProvider,
    private readonly progress: ContractProgressService,
  ) {}

  @Public()
  @Post()
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Headers() headers: Record<string, string | string[] | undefined>,
    @Body() body: unknown,
  ): Promise<{ received: true; applied: string }> {
    const webhook = this.provider.parseWebhook(headers, body);
    if (!webhook) throw distributionError(Code.InvalidWebhook);
    const applied = await this.progress.applyFromWebhook(webhook.document);
    if (applied === 'unknown-document') this.logger.warn(`webhook ${webhook.eventType} de um documento desconhecido`);
    return { received: true, applied };
  }
}
