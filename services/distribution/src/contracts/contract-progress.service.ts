import { Inject, Injectable, Logger } from '@nestjs/common';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { InjectQueue, type TypedQueue } from '@sampleteca/jobs';
import { E_SIGNATURE_PROVIDER, type ESignatureProvider, type ProviderDocument } from '../esign/e-signature-provider';
import { RequestsService } from '../requests/requests.service';
import { SoundsRepository } from '../sounds/sounds.repository';
import { CONTRACTS_CHANNEL } from './contract-channel';
import { ContractPollingQueue, pollSchedulerId, type ContractPollingJobs } from './contract-polling.queue';
import { contractStep } from './contract-states';
import { ContractsRepository } from './contracts.repository';

export type Applied = 'changed' | 'unchanged';

/**
 * Moves a contract along with what the provider says of it, whichever way the news came
 * (webhook or poll): the first arrival of a final state applies it under the contract's lock,
 * any later one finds the contract no longer pending and changes nothing. A signature opens the
 * distribution request in the same transaction.
 */
@Injectable()
export class ContractProgressService {
  private readonly logger = new Logger('Contracts');

  constructor(
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly sounds: SoundsRepository,
    private readonly requests: RequestsService,
    @Inject(E_SIGNATURE_PROVIDER) private readonly provider: ESignatureProvider,
    @InjectQueue(ContractPollingQueue) private readonly polling: TypedQueue<ContractPollingJobs>,
  ) {}

  /**
   * A webhook's document: found by our id (externalId) or by the provider's token, and applied;
   * a document of no contract of ours changes nothing (another environment, a deleted one).
   */
  async applyFromWebhook(document: ProviderDocument): Promise<Applied | 'unknown-document'> {
    const contract =
      (document.externalId ? await this.contracts.find(document.externalId).catch(() => undefined) : undefined) ??
      (await this.contracts.findByToken(document.token));
    if (!contract || contract.provider_token !== document.token) return 'unknown-document';
    return this.apply(contract.id, document);
  }

  async apply(contractId: string, document: ProviderDocument): Promise<Applied> {
    const applied = await this.transactions.run(async (manager): Promise<Applied> => {
      const contract = await this.contracts.find(contractId, manager, true);
      const step = contract ? contractStep(contract.status, document.status) : 'unchanged';
      if (!contract || step === 'unchanged') return 'unchanged';
      if (step === 'signed') {
        const sound = await this.sounds.find(contract.sound_id, manager, true);
        const requestId =
          sound && !sound.deleted ? await this.requests.open(manager, sound, 'distribution', contractId) : undefined;
        await this.contracts.signed(
          manager,
          contractId,
          requestId ? 'requested' : 'already-requested',
          requestId ?? null,
        );
      } else {
        await this.contracts.ended(manager, contractId, step);
      }
      await notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId);
      return 'changed';
    });
    if (document.status === 'signed') await this.keepSignedFile(contractId, document);
    return applied;
  }

  /**
   * Copies the signed PDF into our database at once: the provider's link expires. When it
   * fails the polling job, still scheduled, tries again with a fresh link.
   */
  async keepSignedFile(contractId: string, document: ProviderDocument): Promise<void> {
    const contract = await this.contracts.find(contractId);
    if (!contract || contract.status !== 'signed' || contract.signed_file_stored || !document.signedFileUrl) return;
    try {
      await this.contracts.storeSignedFile(contractId, await this.provider.downloadFile(document.signedFileUrl));
      await this.transactions.run((manager) => notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId));
      await this.stopPolling(contractId);
    } catch (error) {
      this.logger.warn(`contrato ${contractId}: PDF assinado não guardado ainda (${(error as Error).message})`);
    }
  }

  /** Polls every CONTRACT_POLL_INTERVAL_MS until the contract ends (idempotent). */
  startPolling(contractId: string, everyMs: number): Promise<unknown> {
    return this.polling.schedule(pollSchedulerId(contractId), { every: everyMs }, 'poll', { contractId });
  }

  /** Whether the contract's polling is scheduled (a Redis restarted empty forgets it). */
  async isPolled(contractId: string): Promise<boolean> {
    return Boolean(await this.polling.queue.getJobScheduler(pollSchedulerId(contractId)));
  }

  async stopPolling(contractId: string): Promise<void> {
    await this.polling.queue.removeJobScheduler(pollSchedulerId(contractId));
  }
}
