import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { TransactionRunner } from '@sampleteca/database';

/** A user as a contract names them (identity's events, projected). */
export type Party = {
  userId: string;
  fullName: string;
  email: string;
  avatarUrl: string | null;
  cpf: string | null;
  cep: string | null;
  producer: string | null;
};

type PartyRow = {
  user_id: string;
  full_name: string;
  email: string;
  avatar_url: string | null;
  cpf: string | null;
  cep: string | null;
  producer: string | null;
};

const toParty = (row: PartyRow): Party => ({
  userId: row.user_id,
  fullName: row.full_name,
  email: row.email,
  avatarUrl: row.avatar_url,
  cpf: row.cpf,
  cep: row.cep,
  producer: row.producer,
});

/**
 * distribution.parties. The public profile (name, avatar) and the legal details (CPF, CEP,
 * producer, e-mail) come in separate events; each part keeps the time of the newest event applied.
 */
@Injectable()
export class PartiesRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async find(userId: string): Promise<Party | undefined> {
    const [row] = await this.transactions.dataSource.query<PartyRow[]>(
      `SELECT user_id, full_name, email, avatar_url, cpf, cep, producer FROM distribution.parties WHERE user_id = $1`,
      [userId],
    );
    return row && toParty(row);
  }

  async saveProfile(
    manager: EntityManager,
    profile: { userId: string; fullName: string; avatarUrl: string | null },
    occurredAt: string,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO distribution.parties (user_id, full_name, avatar_url, profile_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE SET full_name = $2, avatar_url = $3, profile_at = $4
        WHERE distribution.parties.profile_at IS NULL OR distribution.parties.profile_at <= $4`,
      [profile.userId, profile.fullName, profile.avatarUrl, occurredAt],
    );
  }

  /**
   * A deleted account's party keeps no personal data (each contract keeps its own copy of its
   * parties, as signed), dated when the account went: a late event from before changes nothing.
   */
  async anonymise(manager: EntityManager, userId: string, deletedAt: string): Promise<void> {
    await manager.query(
      `UPDATE distribution.parties SET full_name = 'Conta excluída', email = '', avatar_url = NULL, cpf = NULL,
              cep = NULL, producer = NULL, profile_at = $2, legal_at = $2
        WHERE user_id = $1`,
      [userId, deletedAt],
    );
  }

  async saveLegalDetails(manager: EntityManager, details: Omit<Party, 'avatarUrl'>, occurredAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO distribution.parties (user_id, full_name, email, cpf, cep, producer, legal_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (user_id) DO UPDATE SET full_name = $2, email = $3, cpf = $4, cep = $5, producer = $6, legal_at = $7
        WHERE distribution.parties.legal_at IS NULL OR distribution.parties.legal_at <= $7`,
      [details.userId, details.fullName, details.email, details.cpf, details.cep, details.producer, occurredAt],
    );
  }
}
