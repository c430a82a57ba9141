import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { Client } from 'pg';
import {
  IdentityEvents,
  legalDetailsOf,
  type UserLegalDetailsUpdated,
  type UserProfileUpdated,
  type UserPublicProfile,
  type UserRegistered,
} from '@sampleteca/contracts';
import type { EventEnvelope } from '@sampleteca/messaging';
import type { TokenUser } from './token-issuer';
import { eventually } from './eventually';

/** A user as identity describes it on its events, and as a token names it. */
export type SeededUser = TokenUser & UserPublicProfile & { cpf: string; cep: string };

export type ProfileSeedingTarget = {
  /** Publishes onto the test's exchange (the running platform's EventPublisher). */
  publisher: { publish: (envelope: EventEnvelope) => Promise<void> };
  /** The test's database: the consumer's inbox tells when an event was applied. */
  db: Pick<Client, 'query'>;
  /** The service under test, which keeps its own copy of profiles (its schema's inbox). */
  consumer: string;
};

export type SeedOptions = Partial<Omit<SeededUser, 'userId'>> & {
  /** Also publish user.legal-details-updated (only distribution binds it: contracts name parties). */
  legalDetails?: boolean;
};

/**
 * Makes a user known to a service running without identity: publishes the `user.*` events
 * identity publishes when someone signs up confirmed (and, for an administrator, when
 * `admin:grant` runs), each waited for in the consumer's inbox so they apply in order.
 */
export async function seedUser(target: ProfileSeedingTarget, options: SeedOptions = {}): Promise<SeededUser> {
  const id = options.id ?? randomUUID();
  const short = id.slice(0, 8);
  const user: SeededUser = {
    id,
    userId: id,
    email: options.email ?? `artista.${short}@example.com`,
    role: options.role ?? 'user',
    fullName: options.fullName ?? `Produtor ${short}`,
    avatarUrl: options.avatarUrl ?? null,
    producer: options.producer ?? null,
    facebookUrl: options.facebookUrl ?? null,
    instagramUrl: options.instagramUrl ?? null,
    youtubeUrl: options.youtubeUrl ?? null,
    tiktokUrl: options.tiktokUrl ?? null,
    cpf: options.cpf ?? '529.982.247-25',
    cep: options.cep ?? '01310-100',
  };
  await publishApplied<UserRegistered>(target, IdentityEvents.UserRegistered, {
    ...publicProfileOf(user),
    email: user.email,
    provider: 'email',
    emailConfirmed: true,
  });
  if (options.legalDetails) {
    await publishApplied<UserLegalDetailsUpdated>(target, IdentityEvents.UserLegalDetailsUpdated, legalDetailsOf(user));
  }
  if (user.role === 'admin') await grantAdmin(target, user);
  return user;
}

/** What identity publishes when `admin:grant` makes someone an administrator. */
export async function grantAdmin(
  target: ProfileSeedingTarget,
  user: UserPublicProfile & { email: string },
): Promise<void> {
  await publishApplied<UserProfileUpdated>(target, IdentityEvents.UserProfileUpdated, {
    ...publicProfileOf(user),
    email: user.email,
    isAdmin: true,
  });
}

/** The public part of a profile, as identity's events carry it (nothing more). */
function publicProfileOf(user: UserPublicProfile): UserPublicProfile {
  const { userId, fullName, avatarUrl, producer, facebookUrl, instagramUrl, youtubeUrl, tiktokUrl } = user;
  return { userId, fullName, avatarUrl, producer, facebookUrl, instagramUrl, youtubeUrl, tiktokUrl };
}

/** Publishes an event as `producer` does and waits until the consumer's inbox has applied it. */
export async function publishApplied<T>(
  target: ProfileSeedingTarget,
  type: string,
  data: T,
  producer = 'identity',
): Promise<EventEnvelope<T>> {
  // Loaded here, not on import: see service-alone.ts.
  const { createEnvelope } = await import('@sampleteca/messaging');
  const event = createEnvelope<T>(producer, type, data);
  await target.publisher.publish(event);
  await eventually(async () => {
    const { rows } = await target.db.query(`SELECT 1 FROM "${target.consumer}"."inbox_events" WHERE event_id = $1`, [
      event.id,
    ]);
    expect(rows).toHaveLength(1);
  });
  return event;
}
