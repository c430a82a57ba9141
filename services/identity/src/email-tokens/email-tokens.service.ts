import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashToken, newSecretToken } from '../common/secret-token';
import type { EmailToken, EmailTokenData, EmailTokenPurpose } from './email-token.entity';
import { EmailTokensRepository } from './email-tokens.repository';

/** One-time tokens: issuing a new one for a purpose retires the user's earlier ones. */
@Injectable()
export class EmailTokensService {
  constructor(private readonly tokens: EmailTokensRepository) {}

  async issue(
    manager: EntityManager,
    userId: string,
    purpose: EmailTokenPurpose,
    ttlMs: number,
    data: EmailTokenData | null = null,
  ): Promise<string> {
    const { token, hash } = newSecretToken();
    await this.tokens.retire(manager, userId, purpose);
    await this.tokens.insert(manager, {
      tokenHash: hash,
      userId,
      purpose,
      expiresAt: new Date(Date.now() + ttlMs),
      data,
    });
    return token;
  }

  /** Spends a token: the user it belongs to, or undefined when unknown, used or expired. */
  async consume(manager: EntityManager, token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    return (await this.spend(manager, token, purpose))?.userId;
  }

  /** Spends a token and answers what it carried. */
  spend(
    manager: EntityManager,
    token: string,
    purpose: EmailTokenPurpose,
  ): Promise<{ userId: string; data: EmailTokenData | null } | undefined> {
    return this.tokens.spend(manager, hashToken(token), purpose);
  }

  /** The newest live token of a purpose (a pending e-mail change shown on the profile). */
  pending(userId: string, purpose: EmailTokenPurpose): Promise<EmailToken | null> {
    return this.tokens.newestLive(userId, purpose);
  }

  /** Reads a token without spending it (registration status polling). */
  async peek(token: string, purpose: EmailTokenPurpose): Promise<string | undefined> {
    return (await this.tokens.findLive(hashToken(token), purpose))?.userId;
  }
}
