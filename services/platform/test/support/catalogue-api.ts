import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { catalogueService } from '@sampleteca/catalogue';
import { RabbitEventsServer } from '@sampleteca/messaging';
import type { ServiceDefinition } from '@sampleteca/runtime';
import { eventually } from '@sampleteca/testing';
import { IdentityApi } from '../../../identity/test/support/identity-api';
import { withCatalogueFixtures, type TestUser } from '../../../catalogue/test/support/catalogue-fixtures';

export { names, type SoundJson, type TestUser } from '../../../catalogue/test/support/catalogue-fixtures';

const run = promisify(execFile);

/** identity + catalogue on one platform: users sign up, confirm and sign in through identity. */
class IdentityAndCatalogue extends IdentityApi {
  override async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    await super.start(env, [catalogueService, ...others]);
    await this.platform.app.get(RabbitEventsServer).whenReady();
  }

  async user(fullName = `Produtor ${randomUUID().slice(0, 8)}`): Promise<TestUser> {
    const body = await this.signUpConfirmed({ fullName });
    const session = await this.login(String(body.email), String(body.password));
    const user = session.user as { id: string };
    // Listings read the catalogue's own copy of the profile: wait until identity's events arrived.
    await eventually(async () => {
      const { rows } = await this.db.query('SELECT 1 FROM catalogue.profiles WHERE user_id = $1 AND email_confirmed', [
        user.id,
      ]);
      expect(rows).toHaveLength(1);
    });
    return { id: user.id, token: String(session.access_token), name: fullName, email: String(body.email) };
  }

  /** Makes `user` an administrator the way an operator does (npm run admin:grant), signed in again. */
  async admin(user: TestUser, password = 'segredo1'): Promise<TestUser> {
    await run(process.execPath, [resolve('services/identity/dist/cli/admin-role.js'), 'grant', user.email], {
      env: { ...process.env, ...this.environment.env },
    });
    return { ...user, token: String((await this.login(user.email, password)).access_token) };
  }
}

/** identity + catalogue on one platform, with the catalogue's fixtures (media's events, sounds). */
export class CatalogueApi extends withCatalogueFixtures(IdentityAndCatalogue) {}
