import { Client } from 'pg';
import { catalogueService } from '@sampleteca/catalogue';
import { RabbitEventsServer, EventPublisher } from '@sampleteca/messaging';
import { runPlatform, type RunningPlatform, type ServiceDefinition } from '@sampleteca/runtime';
import {
  callApi,
  createTestEnvironment,
  grantAdmin,
  seedUser,
  startTokenIssuer,
  type ApiAnswer,
  type ApiCallOptions,
  type ProfileSeedingTarget,
  type SeededUser,
  type TestEnvironment,
  type TokenIssuer,
} from '@sampleteca/testing';
import { withCatalogueFixtures, type TestUser } from './catalogue-fixtures';

export { names, type SoundJson, type TestUser } from './catalogue-fixtures';
export type { ApiAnswer, Json } from '@sampleteca/testing';

/** The catalogue service alone: identity's tokens and profile events played by libs/testing. */
class CatalogueAlone {
  platform: RunningPlatform;
  environment: TestEnvironment;
  db: Client;
  tokens: TokenIssuer;
  private readonly seeded = new Map<string, SeededUser>();

  /** `others`: more services to run beside the catalogue (media for the files it serves). */
  async start(env: Record<string, string> = {}, others: ServiceDefinition[] = []): Promise<void> {
    this.tokens = await startTokenIssuer();
    this.environment = await createTestEnvironment({ ...this.tokens.env, ...env });
    this.platform = await runPlatform([catalogueService, ...others], { ...process.env, ...this.environment.env });
    await this.platform.app.get(RabbitEventsServer).whenReady();
    this.db = new Client({ connectionString: this.environment.databaseUrl });
    await this.db.connect();
  }

  async stop(): Promise<void> {
    await this.platform?.close();
    await this.db?.end();
    await this.tokens?.close();
    await this.environment?.cleanup();
  }

  call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    return callApi(this.platform.url, method, path, options);
  }

  private get seeding(): ProfileSeedingTarget {
    return { publisher: this.platform.app.get(EventPublisher), db: this.db, consumer: 'catalogue' };
  }

  /** A signed-in user whose confirmed profile the catalogue already holds. */
  async user(fullName?: string): Promise<TestUser> {
    const user = await seedUser(this.seeding, { fullName });
    this.seeded.set(user.id, user);
    return { id: user.id, name: user.fullName, email: user.email, token: await this.tokens.accessToken(user) };
  }

  /** Makes `user` an administrator as `admin:grant` does: the event, and a token with the role. */
  async admin(user: TestUser): Promise<TestUser> {
    const seeded = this.seeded.get(user.id);
    if (!seeded) throw new Error(`usuário ${user.id} não foi criado por este CatalogueApi`);
    await grantAdmin(this.seeding, seeded);
    return { ...user, token: await this.tokens.accessToken({ ...seeded, role: 'admin' }) };
  }
}

export class CatalogueApi extends withCatalogueFixtures(CatalogueAlone) {}
