import { randomUUID } from 'node:crypto';
import { expect } from '@jest/globals';
import type { Client } from 'pg';
import { URL_SECRET } from '@sampleteca/config';
import type { AudioUploaded, ImageUploaded, MediaProcessed } from '@sampleteca/contracts';
import type { RunningPlatform } from '@sampleteca/runtime';
import type { ApiAnswer, ApiCallOptions, Json } from './api-client';
import { eventually } from './eventually';
import { publishApplied } from './profile-seeding';
import type { TestUser } from './service-alone';

export type SoundJson = Json & { id: string; name: string; likes: number; downloads: number; status: string };

/** What the fixtures need of a running catalogue, whoever signs its users in. */
export type CatalogueHost = {
  platform: RunningPlatform;
  db: Client;
  call: (method: string, path: string, options?: ApiCallOptions) => Promise<ApiAnswer>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a mixin's constructor takes anything
type HostClass = abstract new (...args: any[]) => CatalogueHost;

/**
 * The catalogue's test fixtures (the events media publishes, categories, sounds) added to a
 * class that runs the catalogue: the catalogue's own CatalogueApi (service alone, stand-in
 * identity), the platform's (identity beside it) and distribution's (a built platform beside it).
 */
export function withCatalogueFixtures<TBase extends HostClass>(Base: TBase) {
  abstract class CatalogueFixtures extends Base {
    as(user: TestUser, method: string, path: string, body?: unknown): Promise<ApiAnswer> {
      return this.call(method, path, { token: user.token, body });
    }

    /** Publishes an event as media does and waits until the catalogue has applied it. */
    async fromMedia<T>(type: string, data: T): Promise<void> {
      // Loaded here, not on import: see service-alone.ts.
      const { EventPublisher } = await import('@sampleteca/messaging');
      const publisher = this.platform.app.get(EventPublisher);
      await publishApplied({ publisher, db: this.db, consumer: 'catalogue' }, type, data, 'media');
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

    /** What media publishes when it has processed an upload (media's own tests cover the processing). */
    async processedAudio(owner: TestUser, overrides: Partial<MediaProcessed> = {}): Promise<string> {
      const audioId = overrides.audioId ?? randomUUID();
      await this.fromMedia<MediaProcessed>('media.processed', {
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

    /** A valid POST /sounds body of `owner` but for its files (audioId, and a cover if any), with `fields`. */
    async soundBody(owner: TestUser, fields: Record<string, unknown> = {}): Promise<Record<string, unknown>> {
      return {
        name: 'Som de teste',
        description: 'Uma descrição',
        key: 'Am',
        type: 'Samples',
        bpm: '110-130',
        plan: 'free',
        categoryId: fields.categoryId ?? (await this.category(owner, 'teste')),
        ...fields,
      };
    }

    /** How many sounds `owner` has, whatever their status (a refused one must not add to it). */
    async soundCount(owner: TestUser): Promise<number> {
      const { rows } = await this.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM catalogue.sounds WHERE owner_id = $1',
        [owner.id],
      );
      return rows[0].n;
    }

    /** A sound of `owner` on processed audio; public when `published` (as an approved distribution). */
    async sound(owner: TestUser, fields: Record<string, unknown> = {}, published = true): Promise<SoundJson> {
      const audioId = await this.processedAudio(owner);
      const answer = await this.as(owner, 'POST', '/sounds', { audioId, ...(await this.soundBody(owner, fields)) });
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
  return CatalogueFixtures;
}

/** Waits until the catalogue holds the confirmed profile identity published: listings read that copy. */
export async function inCatalogue(db: Pick<Client, 'query'>, userId: string): Promise<void> {
  await eventually(async () => {
    const { rows } = await db.query('SELECT 1 FROM catalogue.profiles WHERE user_id = $1 AND email_confirmed', [
      userId,
    ]);
    expect(rows).toHaveLength(1);
  });
}

export const names = (answer: ApiAnswer): string[] =>
  (answer.body.items as { name: string }[]).map((sound) => sound.name);
