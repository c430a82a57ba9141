import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import { EmailToken, type EmailTokenData, type EmailTokenPurpose } from './email-token.entity';

/** One-time tokens: issuing a new one for a purpose retires the user's earlier ones. */
@Injectable()
export class EmailTokensService {
  constructor(@InjectRepository(EmailToken, 'identity') private readonly tokens: Repository<EmailToken>) {}

  async issue(
    manager: EntityManager,
    userId: string,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    data: EmailTokenData | null = null,
  ): Promise<string> {
    const { token, hash } = newSecretToken();
    await manager.update(EmailToken, { userId, purpose, usedAt: IsNull() }, { usedAt: new Date() });
    await manager.insert(EmailToken, {
      tokenHash: hash,
      userId,
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
      usedAt: null,
      data,
    });
    return token;
  }

  /** Spends a token: the user it belongs to, or undefined when unknown, used or expired. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    return (await this.spend(manager, token, purpose))?.userId;
  }

  /** Spends a token and answers what it carried. */
  async spend(
    manager: EntityManager,
    token: string,
    purpose: EmailTokenPurpose,
  ): Promise<{ userId: string; data: EmailTokenData | null } | undefined> {
    const result = await manager
      .createQueryBuilder()
      .update(EmailToken)
      .set({ usedAt: () => 'now()' })
      .where({ tokenHash: hashToken(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) })
      .returning(['userId', 'data'])
      .execute();
    const row = (result.raw as { user_id: string; data: EmailTokenData | null }[])[0];
    return row && { userId: row.user_id, data: row.data };
  }

  /** The newest live token of a purpose (a pending e-mail change shown on the profile). */
  pending(userId: string, purpose: EmailTokenPurpose): Promise<EmailToken | null> {
    return this.tokens.findOne({
      where: { userId, purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
      order: { createdAt: 'DESC' },
    });
  }

  /** Reads a token without spending it (registration status polling). */
  async peek(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    const row = await this.tokens.findOne({
      where: { tokenHash: hashToken(token), purpose, usedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
    return row?.userId;
  }
}
