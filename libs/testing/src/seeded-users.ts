import type { Client } from 'pg';
import type { RunningPlatform } from '@sampleteca/runtime';
import { grantAdmin, seedUser, type ProfileSeedingTarget, type SeededUser } from './profile-seeding';
import type { TestUser } from './service-alone';
import type { TokenUser } from './token-issuer';

/** What seeding needs of a running service: its publisher, the database, identity's stand-in issuer. */
type SeedingHost = { platform: RunningPlatform; db: Client; token: (user: TokenUser) => Promise<string> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
type HostClass = abstract new (...args: any[]) => SeedingHost;

/**
 * Users as identity would make them, identity not running: its `user.*` events published (seedUser)
 * and waited for in `consumer`'s inbox (the service keeping profiles), tokens from the stand-in issuer.
 */
export function withSeededUsers<TBase extends HostClass>(Base: TBase, consumer: string) {
  abstract class SeededUsers extends Base {
    /** The users this test seeded, by id (an administrator is made of one). */
    readonly seeded = new Map<string, SeededUser>();

    async seeding(): Promise<ProfileSeedingTarget> {
      // Loaded here, not on import: see service-alone.ts.
      const { EventPublisher } = await import('@sampleteca/messaging');
      return { publisher: this.platform.app.get(EventPublisher), db: this.db, consumer };
    }

    /** A signed-in user whose confirmed profile `consumer` already holds. */
    async user(fullName?: string): Promise<TestUser> {
      const user = await seedUser(await this.seeding(), { fullName });
      this.seeded.set(user.id, user);
      return { id: user.id, name: user.fullName, email: user.email, token: await this.token(user) };
    }

    /** Makes `user` an administrator as `admin:grant` does: the event, and a token with the role. */
    async admin(user: TestUser): Promise<TestUser> {
      const seeded = this.seeded.get(user.id);
      if (!seeded) throw new Error(`usuário ${user.id} não foi criado por este teste`);
      await grantAdmin(await this.seeding(), seeded);
      return { ...user, token: await this.token({ ...seeded, role: 'admin' }) };
    }
  }
  return SeededUsers;
}
