import { Controller } from '@nestjs/common';
import { Payload } from '@nestjs/microservices';
import type { EntityManager } from 'typeorm';
import {
  IdentityEvents,
  type UserEmailConfirmed,
  type UserProfileUpdated,
  type UserPublicProfile,
  type UserRegistered,
} from '@sampleteca/contracts';
import { Inbox, OnEvent, type EventEnvelope } from '@sampleteca/messaging';
import { ProfilesRepository } from './profiles.repository';
import type { Profile } from './profile.entity';

/** Keeps catalogue.profiles in step with identity; each event applies once (inbox). */
@Controller()
export class ProfileEventsHandler {
  constructor(
    private readonly inbox: Inbox,
    private readonly profiles: ProfilesRepository,
  ) {}

  @OnEvent('catalogue', IdentityEvents.UserRegistered)
  async onRegistered(@Payload() event: EventEnvelope<UserRegistered>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.profiles', (manager) =>
      this.upsert(manager, event, { emailConfirmed: event.data.emailConfirmed, isAdmin: false }),
    );
  }

  @OnEvent('catalogue', IdentityEvents.UserProfileUpdated)
  async onUpdated(@Payload() event: EventEnvelope<UserProfileUpdated>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.profiles', (manager) =>
      this.upsert(manager, event, { isAdmin: event.data.isAdmin }),
    );
  }

  @OnEvent('catalogue', IdentityEvents.UserEmailConfirmed)
  async onEmailConfirmed(@Payload() event: EventEnvelope<UserEmailConfirmed>): Promise<void> {
    await this.inbox.handleOnce(event, 'catalogue.profiles', async (manager) => {
      // Arrived before user.registered: fail so the retry finds the profile.
      if (!(await this.profiles.confirmEmail(manager, event.data.userId)))
        throw new Error(`perfil ${event.data.userId} ainda não conhecido`);
    });
  }

  private async upsert(
    manager: EntityManager,
    event: EventEnvelope<UserPublicProfile>,
    flags: Partial<Pick<Profile, 'emailConfirmed' | 'isAdmin'>>,
  ): Promise<void> {
    const { userId, ...profile } = event.data;
    const occurredAt = new Date(event.occurredAt);
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
}
