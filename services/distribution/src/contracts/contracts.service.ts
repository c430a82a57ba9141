import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { AuthUser } from '@sampleteca/auth';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { awaitProjection } from '../common/projection-wait';
import { readableBy } from '../common/readable-by';
import { distributionError, DistributionErrorCode as Code } from '../distribution-errors';
import { E_SIGNATURE_PROVIDER, type ESignatureProvider, type TemplateReplacement } from '../esign/e-signature-provider';
import { PartiesRepository } from '../parties/parties.repository';
import { SoundsRepository, type ProjectedSound } from '../sounds/sounds.repository';
import { mapContract, type ContractResponse } from './contract.dto';
import { ContractProgressService } from './contract-progress.service';
import { ContractsRepository, type ContractRow, type PartySnapshot } from './contracts.repository';
import { partySnapshot } from './party-snapshot';

/**
 * E-contracts of produced songs (spec 02 §2, §4): generated from the producer's profile as it is
 * now (snapshotted), signed on the provider's page, followed by webhook and polling.
 */
@Injectable()
export class ContractsService {
  private readonly logger = new Logger('Contracts');

  constructor(
    @Inject(CONFIG) private readonly config: Config,
    @Inject(E_SIGNATURE_PROVIDER) private readonly provider: ESignatureProvider,
    private readonly transactions: TransactionRunner,
    private readonly contracts: ContractsRepository,
    private readonly parties: PartiesRepository,
    private readonly sounds: SoundsRepository,
    private readonly progress: ContractProgressService,
  ) {}

  async create(user: AuthUser, soundId: string): Promise<ContractResponse> {
    const sound = await awaitProjection(() => this.sounds.find(soundId));
    // Someone else's sound reads as missing, as an unknown id does: an answer must not tell them apart.
    if (!sound || sound.deleted || sound.ownerId !== user.id) throw distributionError(Code.SoundNotFound);
    if (!sound.isProduced) throw distributionError(Code.NotProduced);
    const party = partySnapshot(await this.parties.find(user.id));
    const open = await this.contracts.pendingOf(soundId);
    if (open) return mapContract(open);

    const id = randomUUID();
    await this.transactions.run(async (manager) => {
      if (await this.contracts.signedContractOf(manager, soundId)) throw distributionError(Code.RequestExists);
      await this.contracts.insertCreating(
        manager,
        { id, soundId, userId: user.id, templateId: this.config.ZAPSIGN_TEMPLATE_ID },
        party,
      );
    });
    try {
      const document = await this.provider.createFromTemplate({
        templateId: this.config.ZAPSIGN_TEMPLATE_ID,
        signerName: party.fullName,
        signerEmail: party.email,
        externalId: id,
        data: replacements(party, sound),
      });
      await this.contracts.issued(id, document.token, document.signUrl);
    } catch (error) {
      await this.contracts.discard(id);
      this.logger.warn(`contrato não gerado pelo provedor: ${(error as Error).message}`);
      throw distributionError(Code.ProviderUnavailable);
    }
    await this.progress.startPolling(id, this.config.CONTRACT_POLL_INTERVAL_MS);
    return mapContract(await this.readable(user, id));
  }

  async get(user: AuthUser, id: string): Promise<ContractResponse> {
    return mapContract(await this.readable(user, id));
  }

  async signedFile(user: AuthUser, id: string): Promise<Buffer> {
    await this.readable(user, id);
    const file = await this.contracts.signedFile(id);
    if (!file) throw distributionError(Code.SignedFileMissing);
    return file;
  }

  /** The producer's own contracts, and every one for admins; others' ids answer as missing. */
  async readable(user: AuthUser, id: string): Promise<ContractRow> {
    const contract = await this.contracts.find(id);
    if (!contract || !readableBy(user, contract.user_id)) {
      throw distributionError(Code.ContractNotFound);
    }
    return contract;
  }
}

/** The template's fields: the parties' names and CPFs (spec 02 §7), and what is distributed. */
function replacements(party: PartySnapshot, sound: ProjectedSound): TemplateReplacement[] {
  return [
    { de: '{{NOME}}', para: party.fullName },
    { de: '{{CPF}}', para: party.cpf },
    { de: '{{CEP}}', para: party.cep },
    { de: '{{PRODUTORA}}', para: party.producer },
    { de: '{{MUSICA}}', para: sound.name },
    { de: '{{ARTISTAS}}', para: sound.artistName ?? '' },
    {
      de: '{{DATA}}',
      para: new Date().toLocaleDateString('pt-BR', { dateStyle: 'long', timeZone: 'America/Sao_Paulo' }),
    },
  ];
}
