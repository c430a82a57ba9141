import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import { EmailToken, type EmailTokenPurpose } from './email-token.entity';

/** One-time tokens: issuing a new one for a purpose retires the user's earlier ones. */
@Injectable()
export class EmailTokens {
  constructor(@InjectRepository(EmailToken, 'identity') private readonly tokens: Repository<EmailToken>) {}

  async issue(manager: EntityManager, userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
    const { token, hash } = newSecretToken();
    await manager.update(EmailToken, { userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    await manager.insert(EmailToken, {
      tokenHash: hash,
      userId,
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
    });
    return token;
  }

  /** Spends a token: the user it belongs to, or undefined when unknown, used or expired. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: () => 'now()' })
      .where({ tokenHash: hashToken(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
      .returning(['userId'])
      .execute();
    const row = (result.raw as { user_id: string }[])[0];
    return row?.user_id;
  }

  /** Reads a token without spending it (registration status polling). */
  async peek(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const row = await this.tokens.findOne({
      where: { tokenHash: hashToken(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return row?.userId;
  }
}
