import { catalogueService } from '@sampleteca/catalogue';
import { RabbitEventsServer } from '@sampleteca/messaging';
import type { ServiceDefinition } from '@sampleteca/runtime';
import { eventually } from '@sampleteca/testing';
import { IdentityApi } from '../../../identity/test/support/identity-api';
import { withCatalogueFixtures, type TestUser } from '../../../catalogue/test/support/catalogue-fixtures';

export { names, type SoundJson, type TestUser } from '../../../catalogue/test/support/catalogue-fixtures';

/** identity + catalogue on one platform: users sign up, confirm and sign in through identity. */
class IdentityAndCatalogue extends IdentityApi {
  override async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    await super.start(env, [catalogueService, ...others]);
    await this.platform.app.get(RabbitEventsServer).whenReady();
  }

  /** Signed up through identity; listings read the catalogue's own copy of the profile, so it waits for it. */
  override async user(fullName?: string): Promise<TestUser> {
    const user = await super.user(fullName);
    await eventually(async () => {
      const { rows } = await this.db.query('SELECT 1 FROM catalogue.profiles WHERE user_id = $1 AND email_confirmed', [
        user.id,
      ]);
      expect(rows).toHaveLength(1);
    });
    return user;
  }
}

/** identity + catalogue on one platform, with the catalogue's fixtures (media's events, sounds). */
export class CatalogueApi extends withCatalogueFixtures(IdentityAndCatalogue) {}
