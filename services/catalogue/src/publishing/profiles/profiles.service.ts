import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserPublicProfile } from '@sampleteca/contracts';
import type { Profile } from './profile.entity';
import { ProfilesRepository } from './profiles.repository';

/** Flags an identity event sets on a profile; the others keep what the profile had. */
export type ProfileFlags = Partial<Pick<Profile, 'emailConfirmed' | 'isAdmin'>>;

/** Keeps catalogue.profiles in step with identity's public profiles. */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  /** Saves the profile as identity told it at `occurredAt`, unless a newer one was saved already. */
  async upsert(
    manager: EntityManager,
    { userId, ...profile }: UserPublicProfile,
    occurredAt: Date,
    flags: ProfileFlags,
  ): Promise<void> {
    const existing = await this.profiles.lock(manager, userId);
    if (existing && existing.sourceOccurredAt > occurredAt) return;
    await this.profiles.save(manager, {
      ...existing,
      userId,
      fullName: profile.fullName,
      avatarUrl: profile.avatarUrl,
      producer: profile.producer,
      facebookUrl: profile.facebookUrl,
      instagramUrl: profile.instagramUrl,
      youtubeUrl: profile.youtubeUrl,
      tiktokUrl: profile.tiktokUrl,
      emailConfirmed: flags.emailConfirmed ?? existing?.emailConfirmed ?? false,
      isAdmin: flags.isAdmin ?? existing?.isAdmin ?? false,
      sourceOccurredAt: occurredAt,
    });
    await this.profiles.renameOnSounds(manager, userId, profile.fullName);
  }

  async confirmEmail(manager: EntityManager, userId: string): Promise<void> {
    // Arrived before user.registered: fail so the retry finds the profile.
    if (!(await this.profiles.confirmEmail(manager, userId))) throw new Error(`perfil ${userId} ainda não conhecido`);
  }
}
