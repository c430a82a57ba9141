import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { EmailToken, type EmailTokenData, type EmailTokenPurpose } from './email-token.entity';

/** Not used nor expired. */
const live = () => ({ usedAt: IsNull(), expiresAt: MoreThan(new Date()) });

/** identity.email_tokens, stored as hashes. */
@Injectable()
export class EmailTokensRepository {
  constructor(@InjectRepository(EmailToken, 'identity') private readonly tokens: Repository<EmailToken>) {}

  /** Marks the user's unspent tokens of a purpose used. */
  async retire(manager: EntityManager, userId: string, purpose: EmailTokenPurpose): Promise<void> {
    await manager.update(EmailToken, { userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
  }

  /** Every token of a deleted account, spent or not (an e-mail change's carries an address). */
  async deleteOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(EmailToken, { userId });
  }

  async insert(
    manager: EntityManager,
    token: Pick<EmailToken, 'tokenHash' | 'userId' | 'purpose' | 'expiresAt' | 'data'>,
  ): Promise<void> {
    await manager.insert(EmailToken, { ...token, usedAt: null });
  }

  /** Spends a live token in one statement (two clicks on a link cannot both spend it). */
  async spend(
    manager: EntityManager,
    tokenHash: string,
    purpose: EmailTokenPurpose,
  ): Promise<{ userId: string; data: EmailTokenData | null } | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: () => 'now()' })
      .where({ tokenHash, purpose, ...live() })
      .returning(['userId', 'data'])
      .execute();
    const row = (result.raw as { user_id: string; data: EmailTokenData | null }[])[0];
    return row && { userId: row.user_id, data: row.data };
  }

  /** The newest live token of a purpose. */
  newestLive(userId: string, purpose: EmailTokenPurpose): Promise<EmailToken | null> {
    return this.tokens.findOne({ where: { userId, purpose, ...live() }, order: { createdAt: 'DESC' } });
  }

  findLive(tokenHash: string, purpose: EmailTokenPurpose): Promise<EmailToken | null> {
    return this.tokens.findOne({ where: { tokenHash, purpose, ...live() } });
  }
}
