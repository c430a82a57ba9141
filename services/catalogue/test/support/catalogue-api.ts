import { catalogueService } from '@sampleteca/catalogue';
import { EventPublisher } from '@sampleteca/messaging';
import {
  grantAdmin,
  seedUser,
  ServiceAlone,
  withCatalogueFixtures,
  type ProfileSeedingTarget,
  type SeededUser,
  type TestUser,
} from '@sampleteca/testing';

export { names, type SoundJson, type TestUser } from '@sampleteca/testing';
export type { ApiAnswer, Json } from '@sampleteca/testing';

/** The catalogue service alone: identity's tokens and profile events played by libs/testing. */
class CatalogueAlone extends ServiceAlone {
  private readonly seeded = new Map<string, SeededUser>();

  constructor() {
    super([catalogueService]);
  }

  private get seeding(): ProfileSeedingTarget {
    return { publisher: this.platform.app.get(EventPublisher), db: this.db, consumer: 'catalogue' };
  }

  /** A signed-in user whose confirmed profile the catalogue already holds. */
  override async user(fullName?: string): Promise<TestUser> {
    const user = await seedUser(this.seeding, { fullName });
    this.seeded.set(user.id, user);
    return { id: user.id, name: user.fullName, email: user.email, token: await this.token(user) };
  }

  /** Makes `user` an administrator as `admin:grant` does: the event, and a token with the role. */
  override async admin(user: TestUser): Promise<TestUser> {
    const seeded = this.seeded.get(user.id);
    if (!seeded) throw new Error(`usuário ${user.id} não foi criado por este CatalogueApi`);
    await grantAdmin(this.seeding, seeded);
    return { ...user, token: await this.token({ ...seeded, role: 'admin' }) };
  }
}

export class CatalogueApi extends withCatalogueFixtures(CatalogueAlone) {}
