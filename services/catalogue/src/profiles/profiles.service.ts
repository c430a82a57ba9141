import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { UserPublicProfile } from '@sampleteca/contracts';
import type { Profile } from './profile.entity';
import { ProfilesRepository } from './profiles.repository';

export type ProfileFlags = Partial<Pick<Profile, 'emailConfirmed' | 'isAdmin'>>;

/** catalogue.profiles, identity's public profiles as the catalogue shows them. */
@Injectable()
export class ProfilesService {
  constructor(private readonly profiles: ProfilesRepository) {}

  /**
   * Stores the profile as identity had it at `occurredAt`; an older copy arriving late changes
   * nothing. The name copied on the user's sounds follows.
   */
  async save(
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
