import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { notifyOnCommit, TransactionRunner } from '@sampleteca/database';
import { JobProcessor, startRecurringSweep, type JobHandlers, type JobProcessorHost } from '@sampleteca/jobs';
import { E_SIGNATURE_PROVIDER, type ESignatureProvider } from '../esign/e-signature-provider';
import { CONTRACTS_CHANNEL } from './contract-channel';
import { ContractPollingQueue, type ContractPollingJobs } from './contract-polling.queue';
import { contractSettled } from './contract-states';
import { ContractProgressService } from './contract-progress.service';
import { ContractsRepository } from './contracts.repository';

const HOUR_MS = 3_600_000;
/** How often each worker checks that every open contract is still polled. */
const SWEEP_EVERY_MS = 60_000;

/**
 * The contract-polling worker: every few seconds per open contract it asks the provider where
 * the document stands, in case a webhook is late or lost. It unschedules itself once the
 * contract is settled, and gives up (status 'abandoned', which the producer sees) after
 * CONTRACT_POLL_MAX_HOURS without a signature. Each poll is a scheduler kept in Redis, so every
 * worker also sweeps: an open contract whose scheduler a Redis restarted empty forgot is polled again.
 */
@Injectable()
@JobProcessor(ContractPollingQueue)
export class ContractPollingProcessor
  implements JobProcessorHost<ContractPollingJobs>, OnApplicationBootstrap, OnApplicationShutdown
{
  private readonly logger = new Logger('ContractPolling');
  private stopSweep = (): void => undefined;

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(E_SIGNATURE_PROVIDER) private readonly provider: ESignatureProvider,
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly progress: ContractProgressService,
  ) {}

  readonly handlers: JobHandlers<ContractPollingJobs> = {
    poll: async ({ contractId }) => {
      const contract = await this.contracts.find(contractId);
      if (!contract || contractSettled(contract)) {
        await this.progress.stopPolling(contractId);
        return { settled: true };
      }
      if (contract.status === 'pending' && this.expired(contract.created_at)) {
        await this.abandon(contractId);
        return { abandoned: true };
      }
      if (!contract.provider_token) return { waiting: 'creating' };
      try {
        const document = await this.provider.getDocument(contract.provider_token);
        const applied = await this.progress.apply(contractId, document);
        await this.contracts.polled(contractId, null);
        return { status: document.status, applied };
      } catch (error) {
        await this.contracts.polled(contractId, (error as Error).message.slice(0, 500));
        throw error;
      }
    },
  };

  onApplicationBootstrap(): void {
    this.stopSweep = startRecurringSweep(
      SWEEP_EVERY_MS,
      () => this.sweep(),
      this.logger,
      'varredura de contratos adiada',
    );
  }

  onApplicationShutdown(): void {
    this.stopSweep();
  }

  /** Schedules again the polling of open contracts that lost theirs. */
  async sweep(): Promise<{ rescheduled: number }> {
    let rescheduled = 0;
    for (const contractId of await this.contracts.unsettledIds(500)) {
      if (await this.progress.isPolled(contractId)) continue;
      await this.progress.startPolling(contractId, this.config.CONTRACT_POLL_INTERVAL_MS);
      rescheduled += 1;
    }
    if (rescheduled) this.logger.warn({ rescheduled }, 'contratos sem consulta agendada: agendados de novo');
    return { rescheduled };
  }

  private expired(createdAt: Date): boolean {
    return Date.now() - createdAt.getTime() > this.config.CONTRACT_POLL_MAX_HOURS * HOUR_MS;
  }

  private async abandon(contractId: string): Promise<void> {
    await this.transactions.run(async (manager) => {
      const contract = await this.contracts.find(contractId, manager, true);
      if (contract?.status !== 'pending') return;
      await this.contracts.ended(manager, contractId, 'abandoned');
      await notifyOnCommit(manager, CONTRACTS_CHANNEL, contractId);
    });
    await this.progress.stopPolling(contractId);
  }
}
