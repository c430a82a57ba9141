import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { returningRows, TransactionRunner } from '@sampleteca/database';

export type ContractStatus = 'creating' | 'pending' | 'signed' | 'refused' | 'expired' | 'abandoned' | 'cancelled';
export type ContractOutcome = 'requested' | 'already-requested';

export type ContractRow = {
  id: string;
  sound_id: string;
  user_id: string;
  status: ContractStatus;
  provider_token: string | null;
  sign_url: string | null;
  outcome: ContractOutcome | null;
  request_id: string | null;
  signed_file_stored: boolean;
  created_at: Date;
  signed_at: Date | null;
};

/** Who signs, as the profile said when the contract was generated (it never changes after). */
export type PartySnapshot = {
  role: 'produtor';
  userId: string;
  fullName: string;
  email: string;
  cpf: string;
  cep: string;
  producer: string;
};

const COLUMNS = `id, sound_id, user_id, status, provider_token, sign_url, outcome, request_id, signed_file_stored,
                 created_at, signed_at`;

/** distribution.contracts, their party snapshots and the signed PDFs kept. */
@Injectable()
export class ContractsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async find(id: string, manager?: EntityManager, lock = false): Promise<ContractRow | undefined> {
    const [row] = await (manager ?? this.transactions.dataSource.manager).query<ContractRow[]>(
      `SELECT ${COLUMNS} FROM distribution.contracts WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return row;
  }

  async findByToken(token: string): Promise<ContractRow | undefined> {
    const [row] = await this.transactions.dataSource.query<ContractRow[]>(
      `SELECT ${COLUMNS} FROM distribution.contracts WHERE provider_token = $1`,
      [token],
    );
    return row;
  }

  /** Contracts the provider still has news of (a signature, or the signed PDF to copy): they are polled. */
  async unsettledIds(take: number): Promise<string[]> {
    const rows = await this.transactions.dataSource.query<{ id: string }[]>(
      `SELECT id FROM distribution.contracts
        WHERE status = 'pending' OR (status = 'signed' AND NOT signed_file_stored)
        ORDER BY created_at LIMIT $1`,
      [take],
    );
    return rows.map((row) => row.id);
  }

  /** The sound's contract still waiting for a signature, if any ("Gerar contrato" twice). */
  async pendingOf(soundId: string): Promise<ContractRow | undefined> {
    const [row] = await this.transactions.dataSource.query<ContractRow[]>(
      `SELECT ${COLUMNS} FROM distribution.contracts WHERE sound_id = $1 AND status = 'pending'
        ORDER BY created_at DESC LIMIT 1`,
      [soundId],
    );
    return row;
  }

  async signedContractOf(manager: EntityManager, soundId: string): Promise<string | null> {
    const [row] = await manager.query<{ id: string }[]>(
      `SELECT id FROM distribution.contracts WHERE sound_id = $1 AND status = 'signed' ORDER BY signed_at DESC LIMIT 1`,
      [soundId],
    );
    return row?.id ?? null;
  }

  async insertCreating(
    manager: EntityManager,
    contract: { id: string; soundId: string; userId: string; templateId: string },
    party: PartySnapshot,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO distribution.contracts (id, sound_id, user_id, status, template_id) VALUES ($1, $2, $3, 'creating', $4)`,
      [contract.id, contract.soundId, contract.userId, contract.templateId],
    );
    await manager.query(
      `INSERT INTO distribution.contract_parties (contract_id, role, user_id, full_name, email, cpf, cep, producer)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [contract.id, party.role, party.userId, party.fullName, party.email, party.cpf, party.cep, party.producer],
    );
  }

  /** The provider made the document: the contract now waits for its signature. */
  async issued(id: string, token: string, signUrl: string | null): Promise<void> {
    await this.transactions.dataSource.query(
      `UPDATE distribution.contracts SET status = 'pending', provider_token = $2, sign_url = $3 WHERE id = $1`,
      [id, token, signUrl],
    );
  }

  /** The provider could not make the document: nothing of it stays. */
  async discard(id: string): Promise<void> {
    await this.transactions.dataSource.query(
      `DELETE FROM distribution.contracts WHERE id = $1 AND status = 'creating'`,
      [id],
    );
  }

  async signed(manager: EntityManager, id: string, outcome: ContractOutcome, requestId: string | null): Promise<void> {
    await manager.query(
      `UPDATE distribution.contracts SET status = 'signed', signed_at = now(), ended_at = now(), outcome = $2,
              request_id = $3 WHERE id = $1`,
      [id, outcome, requestId],
    );
  }

  async ended(manager: EntityManager, id: string, status: Exclude<ContractStatus, 'creating' | 'pending' | 'signed'>) {
    await manager.query(`UPDATE distribution.contracts SET status = $2, ended_at = now() WHERE id = $1`, [id, status]);
  }

  /** A deleted account's contracts not signed yet; signed ones are legal records and stay. */
  cancelOpenOfUser(manager: EntityManager, userId: string): Promise<string[]> {
    return this.cancelOpenWhere(manager, 'user_id', userId);
  }

  /** Contracts of a deleted sound that were still open: cancelled, answering their ids. */
  cancelOpenOf(manager: EntityManager, soundId: string): Promise<string[]> {
    return this.cancelOpenWhere(manager, 'sound_id', soundId);
  }

  private async cancelOpenWhere(manager: EntityManager, column: 'user_id' | 'sound_id', id: string): Promise<string[]> {
    // `column` is one of the two typed names above, never input.
    const rows = await returningRows<{ id: string }>(
      manager,
      `UPDATE distribution.contracts SET status = 'cancelled', ended_at = now()
        WHERE ${column} = $1 AND status IN ('creating', 'pending') RETURNING id`,
      [id],
    );
    return rows.map((row) => row.id);
  }

  async polled(id: string, error: string | null): Promise<void> {
    await this.transactions.dataSource.query(
      `UPDATE distribution.contracts SET last_polled_at = now(), poll_error = $2 WHERE id = $1`,
      [id, error],
    );
  }

  /** Keeps the signed PDF (the provider's link expires); storing it twice keeps the first. */
  async storeSignedFile(id: string, content: Buffer): Promise<void> {
    await this.transactions.run(async (manager) => {
      await manager.query(
        `INSERT INTO distribution.signed_documents (contract_id, content, bytes, sha256) VALUES ($1, $2, $3, $4)
         ON CONFLICT (contract_id) DO NOTHING`,
        [id, content, content.length, createHash('sha256').update(content).digest('hex')],
      );
      await manager.query(`UPDATE distribution.contracts SET signed_file_stored = true WHERE id = $1`, [id]);
    });
  }

  async signedFile(id: string): Promise<Buffer | undefined> {
    const [row] = await this.transactions.dataSource.query<{ content: Buffer }[]>(
      `SELECT content FROM distribution.signed_documents WHERE contract_id = $1`,
      [id],
    );
    return row?.content;
  }
}
