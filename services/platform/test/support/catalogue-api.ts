import { catalogueService } from '@sampleteca/catalogue';
import { RabbitEventsServer } from '@sampleteca/messaging';
import type { ServiceDefinition } from '@sampleteca/runtime';
import { inCatalogue, withCatalogueFixtures, type TestUser } from '@sampleteca/testing';
import { IdentityApi } from '../../../identity/test/support/identity-api';

export { names, type SoundJson, type TestUser } from '@sampleteca/testing';

/** identity + catalogue on one platform: users sign up, confirm and sign in through identity. */
class IdentityAndCatalogue extends IdentityApi {
  override async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    await super.start(env, [catalogueService, ...others]);
    await this.platform.app.get(RabbitEventsServer).whenReady();
  }

  /** Signed up through identity, and known to the catalogue. */
  override async user(fullName?: string): Promise<TestUser> {
    const user = await super.user(fullName);
    await inCatalogue(this.db, user.id);
    return user;
  }
}

/** identity + catalogue on one platform, with the catalogue's fixtures (media's events, sounds). */
export class CatalogueApi extends withCatalogueFixtures(IdentityAndCatalogue) {}
