import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { Factor, FactorChallenge } from './factor.entity';

/** identity.factors (TOTP authenticators, the secret never read unless asked) and their challenges. */
@Injectable()
export class FactorsRepository {
  constructor(
    @InjectRepository(Factor, 'identity') private readonly factors: Repository<Factor>,
    @InjectRepository(FactorChallenge, 'identity') private readonly challenges: Repository<FactorChallenge>,
  ) {}

  /** An account's factors, oldest first. */
  ofUser(userId: string): Promise<Factor[]> {
    return this.factors.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }

  owned(userId: string, id: string): Promise<Factor | null> {
    return this.factors.findOne({ where: { id, userId } });
  }

  /** With its secret, locked until the transaction ends: two codes checked at once cannot both pass. */
  lockWithSecret(manager: EntityManager, userId: string, id: string): Promise<Factor | null> {
    return manager
      .getRepository(Factor)
      .createQueryBuilder('factor')
      .addSelect('factor.secret')
      .setLock('pessimistic_write')
      .where('factor.id = :id AND factor.userId = :userId', { id, userId })
      .getOne();
  }

  async insert(factor: Factor): Promise<void> {
    await this.factors.insert(factor);
  }

  async recordStep(manager: EntityManager, id: string, step: number): Promise<void> {
    await manager.update(Factor, { id }, { lastUsedStep: String(step) });
  }

  /** Every authenticator of a deleted account (their challenges go with them). */
  async deleteOfUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.delete(Factor, { userId });
  }

  async delete(userId: string, id: string): Promise<void> {
    await this.factors.delete({ id, userId });
  }

  async insertChallenge(challenge: FactorChallenge): Promise<void> {
    await this.challenges.insert(challenge);
  }

  /** A challenge of this factor not yet answered nor expired. */
  liveChallenge(id: string, factorId: string): Promise<FactorChallenge | null> {
    return this.challenges.findOne({
      where: { id, factorId, verifiedAt: IsNull(), expiresAt: MoreThan(new Date()) },
    });
  }

  /** The challenge answered and, with it, the factor verified. */
  async markVerified(manager: EntityManager, factorId: string, challengeId: string): Promise<void> {
    await manager.update(FactorChallenge, { id: challengeId }, { verifiedAt: new Date() });
    await manager.update(Factor, { id: factorId }, { status: 'verified' });
  }
}
