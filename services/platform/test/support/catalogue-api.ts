import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { catalogueService } from '@sampleteca/catalogue';
import { URL_SECRET } from '@sampleteca/config';
import type { AudioUploaded, ImageUploaded, MediaProcessed } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher, RabbitEventsServer } from '@sampleteca/messaging';
import type { ServiceDefinition } from '@sampleteca/runtime';
import { eventually } from '@sampleteca/testing';
import { IdentityApi, type ApiAnswer, type Json } from '../../../identity/test/support/identity-api';

export type TestUser = { id: string; token: string; name: string; email: string };
export type SoundJson = Json & { id: string; name: string; likes: number; downloads: number; status: string };

const run = promisify(execFile);

/** identity + catalogue on one platform, with helpers to make users, processed audio and sounds. */
export class CatalogueApi extends IdentityApi {
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

  as(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
    return this.call(method, path, { token: user.token, body });
  }

  /** What media publishes when it has stored an audio upload, before processing it. */
  async uploadedAudio(owner: TestUser, audioId: string = randomUUID()): Promise<string> {
    await this.fromMedia<AudioUploaded>('media.audio.uploaded', {
      audioId,
      ownerUserId: owner.id,
      uploadedAt: new Date().toISOString(),
    });
    return audioId;
  }

  /** What media publishes when it has stored an image: a cover of `owner` unless said otherwise. */
  async uploadedImage(owner: TestUser | null, purpose: ImageUploaded['purpose'] = 'cover'): Promise<string> {
    const imageId = randomUUID();
    await this.fromMedia<ImageUploaded>('media.image.uploaded', {
      imageId,
      ownerUserId: owner?.id ?? null,
      purpose,
      uploadedAt: new Date().toISOString(),
    });
    return imageId;
  }

  /** Publishes an event as media does and waits until the catalogue has applied it. */
  async fromMedia<T>(type: string, data: T): Promise<void> {
    const event = createEnvelope<T>('media', type, data);
    await this.platform.app.get(EventPublisher).publish(event);
    await eventually(async () => {
      const { rows } = await this.db.query('SELECT 1 FROM catalogue.inbox_events WHERE event_id = $1', [event.id]);
      expect(rows).toHaveLength(1);
    });
  }

  /** What media publishes when it has processed an upload (media's own tests cover the processing). */
  async processedAudio(owner: TestUser, overrides: Partial<MediaProcessed> = {}): Promise<string> {
    const audioId = overrides.audioId ?? randomUUID();
    const event = createEnvelope<MediaProcessed>('media', 'media.processed', {
      audioId,
      ownerUserId: owner.id,
      contentType: 'audio/wav',
      bytes: 1000,
      durationSeconds: 4,
      sampleRate: 44100,
      channels: 1,
      peaks: Array.from({ length: 800 }, (_, index) => (index % 10) / 10),
      loudness: { integrated: -14, range: 3, truePeak: -1 },
      bpm: 120,
      bpmConfidence: 0.9,
      bpmRange: '110-130',
      key: 'Am',
      keyStrength: 0.9,
      previewKey: `audio/${audioId}/preview.mp3`,
      previewUrl: `/api/media/audio/${audioId}/preview`,
      processedAt: new Date().toISOString(),
      ...overrides,
    });
    await this.platform.app.get(EventPublisher).publish(event);
    await eventually(async () => {
      const { rows } = await this.db.query('SELECT 1 FROM catalogue.inbox_events WHERE event_id = $1', [event.id]);
      expect(rows).toHaveLength(1);
    });
    return audioId;
  }

  /** The secret media verifies preview and download links with (MEDIA_URL_SECRET). */
  urlSecret(): Buffer {
    return this.platform.app.get<Buffer>(URL_SECRET);
  }

  async category(user: TestUser, name: string): Promise<string> {
    const answer = await this.as(user, 'POST', '/categories', { name });
    if (answer.status === 201) return (answer.body.category as { id: string }).id;
    return ((answer.body.details as { category: { id: string } }).category as { id: string }).id;
  }

  /** A sound of `owner` on processed audio; public when `published` (as an approved distribution). */
  async sound(owner: TestUser, fields: Record<string, unknown> = {}, published = true): Promise<SoundJson> {
    const audioId = await this.processedAudio(owner);
    const answer = await this.as(owner, 'POST', '/sounds', {
      name: 'Som de teste',
      description: 'Uma descrição',
      audioId,
      key: 'Am',
      type: 'Samples',
      bpm: '110-130',
      plan: 'free',
      categoryId: fields.categoryId ?? (await this.category(owner, 'teste')),
      ...fields,
    });
    if (answer.status !== 201) throw new Error(`som não criado: ${JSON.stringify(answer.body)}`);
    const sound = answer.body.sound as SoundJson;
    if (published) await this.db.query(`UPDATE catalogue.sounds SET status = 'public' WHERE id = $1`, [sound.id]);
    return sound;
  }

  /** Events of `type` the catalogue wrote to its outbox about `soundId`. */
  async outboxed(type: string, soundId: string): Promise<Json[]> {
    const { rows } = await this.db.query<{ payload: { data: Json } }>(
      `SELECT envelope AS payload FROM catalogue.outbox_events WHERE type = $1 AND envelope->'data'->>'soundId' = $2`,
      [type, soundId],
    );
    return rows.map((row) => row.payload.data);
  }
}

export const names = (answer: ApiAnswer): string[] =>
  (answer.body.items as { name: string }[]).map((sound) => sound.name);
