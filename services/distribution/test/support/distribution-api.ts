import { distributionService } from '@sampleteca/distribution';
import {
  eventually,
  inCatalogue,
  ServiceBesidePlatform,
  withCatalogueFixtures,
  withIdentityUsers,
  type SoundJson,
  type TestUser,
} from '@sampleteca/testing';
import { ESignatureClient, type LocalZapSignStandIn } from '../../src/esign/e-signature.client';

export type { TestUser };

export type RequestJson = {
  id: string;
  kind: string;
  status: string;
  sound: { id: string; name: string };
  producer: { id: string; name: string };
  contractId: string | null;
};
export type ContractJson = {
  id: string;
  status: string;
  signUrl: string | null;
  requestId: string | null;
  outcome: string | null;
  message: string | null;
  signedFileUrl: string | null;
};

/**
 * Distribution in this process, ZapSign played by its local stand-in; identity (real sign-ups)
 * and the catalogue (the sounds distribution reviews) in a built platform beside it.
 */
class DistributionBesideIdentityAndCatalogue extends withIdentityUsers(ServiceBesidePlatform) {
  constructor() {
    super(distributionService, ['identity', 'catalogue']);
  }

  override async start(env: Record<string, string> = {}): Promise<void> {
    // Tests sign up many accounts from one address; the sign-up limit has its own test.
    await super.start({ SIGNUP_LIMIT_PER_HOUR: '1000', ...env });
  }

  /** Signed up through identity, and known to the catalogue. */
  override async user(fullName?: string): Promise<TestUser> {
    const user = await super.user(fullName);
    await inCatalogue(this.db, user.id);
    return user;
  }
}

/** Distribution's tests on the catalogue's fixtures (media's events, categories, sounds). */
export class DistributionApi extends withCatalogueFixtures(DistributionBesideIdentityAndCatalogue) {
  get standIn(): LocalZapSignStandIn {
    const standIn = this.platform.app.get(ESignatureClient).localStandIn;
    if (!standIn) throw new Error('o stand-in da ZapSign não está rodando');
    return standIn;
  }

  /** A user whose contract details (name, CPF, CEP, producer) the distribution service knows. */
  async producer(fullName?: string): Promise<TestUser> {
    const user = await this.user(fullName);
    await eventually(async () => {
      const { rows } = await this.db.query(
        'SELECT 1 FROM distribution.parties WHERE user_id = $1 AND cpf IS NOT NULL',
        [user.id],
      );
      expect(rows).toHaveLength(1);
    });
    return user;
  }

  /** A song made on the distribution form (private produced Beat), known to distribution. */
  async producedSound(owner: TestUser, fields: Record<string, unknown> = {}): Promise<SoundJson> {
    const imageId = await this.uploadedImage(owner);
    const answer = await this.as(owner, 'POST', '/sounds/produced', {
      audioId: await this.processedAudio(owner),
      imageId,
      imageUrl: `/api/media/images/${imageId}?size=640`,
      name: 'Meu hit produzido',
      artists: 'MC Teste e DJ Prova',
      key: 'C',
      bpm: '85-100',
      categoryId: await this.category(owner, 'funk'),
      ...fields,
    });
    if (answer.status !== 201) throw new Error(`música não criada: ${JSON.stringify(answer.body)}`);
    return answer.body.sound as SoundJson;
  }

  /** The requests of a sound as stored (newest first). */
  async requestsOf(soundId: string): Promise<{ id: string; status: string; kind: string }[]> {
    const { rows } = await this.db.query(
      'SELECT id, status, kind FROM distribution.requests WHERE sound_id = $1 ORDER BY created_at DESC',
      [soundId],
    );
    return rows;
  }

  async pendingRequestOf(soundId: string): Promise<string> {
    return eventually(async () => {
      const [request] = (await this.requestsOf(soundId)).filter((row) => row.status === 'pending');
      expect(request).toBeDefined();
      return request.id;
    });
  }

  /** distribution.* events written to the outbox about a sound. */
  async distributionEvents(soundId: string): Promise<{ type: string; status: string; version: number }[]> {
    const { rows } = await this.db.query<{ type: string; data: { status: string; version: number } }>(
      `SELECT type, envelope->'data' AS data FROM distribution.outbox_events
        WHERE envelope->'data'->>'soundId' = $1 ORDER BY position`,
      [soundId],
    );
    return rows.map((row) => ({ type: row.type, status: row.data.status, version: row.data.version }));
  }

  async contract(user: TestUser, id: string): Promise<ContractJson> {
    return (await this.as(user, 'GET', `/contracts/${id}`)).body as unknown as ContractJson;
  }

  /** The signed-in user's view of a sound through the catalogue (undefined when hidden). */
  async visibleSound(user: TestUser, soundId: string): Promise<SoundJson | undefined> {
    const answer = await this.as(user, 'GET', `/sounds/${soundId}`);
    return answer.status === 200 ? (answer.body as SoundJson) : undefined;
  }
}
