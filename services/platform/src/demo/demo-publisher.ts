/**
 * Publishes one demo sound the way people do: the producer uploads the audio and the cover to
 * media, saves the sound (its drum kit made on first use, as the wizard does), media analyses
 * the audio, and the curator approves the publication request it opened.
 */
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { renderAudio } from './demo-audio';
import { renderCover } from './demo-covers';
import { bpmRange, type DemoKit, type DemoSound } from './demo-sounds';
import { PlatformRequestError, type PlatformClient } from './platform-client';
import { demoTags } from './demo-tags';

export interface Uploaded {
  id: string;
  name: string;
  status: 'public' | 'private';
  review: 'pending' | 'approved' | 'cancelled' | null;
  audio: { status: 'processing' | 'ready' | 'failed' };
}

export interface Signed {
  userId: string;
  accessToken: string;
}

/** Polls `check` until it returns a value (not undefined), or gives up after `seconds`. */
export async function waitFor<T>(what: string, seconds: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`tempo esgotado esperando ${what}`);
    await sleep(500);
  }
}

export class DemoPublisher {
  private readonly kits = new Map<string, Promise<string>>();

  constructor(
    private readonly api: PlatformClient,
    private readonly curator: Signed,
    private readonly categories: Map<string, string>,
    private readonly workDir: string,
  ) {}

  /** Uploads, saves and publishes a sound not made yet; returns its id. */
  async create(producer: Signed, kit: DemoKit, sound: DemoSound, seed: number): Promise<string> {
    const { accessToken: token } = producer;
    const audioPath = join(this.workDir, `som-${seed}.wav`);
    const coverPath = join(this.workDir, `capa-${seed}.png`);
    await Promise.all([
      renderAudio(audioPath, { recipe: sound.recipe, key: sound.key, bpm: sound.bpm, seed }),
      renderCover(coverPath, { colours: kit.colours, type: sound.type, seed }),
    ]);
    const audio = await this.api.upload<{ id: string }>(token, '/api/media/audio', {}, audioPath, 'audio/wav');
    const cover = await this.api.upload<{ id: string; url: string }>(
      token,
      '/api/media/images',
      { purpose: 'cover' },
      coverPath,
      'image/png',
    );
    const drumKitId = await this.kitOf(producer, kit, cover.url);
    const created = await this.api.expect<{ sound: { id: string } }>(201, token, 'POST', '/api/sounds', {
      name: sound.name,
      description: `${sound.type} em ${sound.key}, ${sound.bpm} BPM, do kit ${kit.name}.`,
      audioId: audio.id,
      imageUrl: cover.url,
      imageId: cover.id,
      drumKitId,
      categoryId: this.categories.get(kit.category),
      key: sound.key,
      type: sound.type,
      bpm: bpmRange(sound),
      // The tempo it was made at, as the wizard confirms it; a one-shot has none.
      ...(sound.recipe.kind === 'one-shot' ? {} : { tempo: sound.bpm }),
      ...demoTags(sound.recipe),
      plan: 'free',
    });
    return created.sound.id;
  }

  /**
   * Waits for media's analysis, approves the sound's publication request, and returns once the
   * catalogue lists it as public (the approval reaches it by an event). A sound approved by an
   * earlier start whose event had not arrived then is only waited for.
   */
  async publish(producer: Signed, soundId: string): Promise<'published' | 'failed'> {
    const audio = await waitFor('a análise do áudio', 300, async () => {
      const shown = await this.shown(producer, soundId);
      return shown.audio.status === 'processing' ? undefined : shown.audio.status;
    });
    if (audio === 'failed') return 'failed';
    const request = await waitFor('a solicitação de publicação', 60, async () => {
      const pending = await this.pendingRequest(soundId);
      if (pending) return pending;
      return (await this.shown(producer, soundId)).review === 'approved' ? null : undefined;
    });
    if (request) {
      await this.api.expect(200, this.curator.accessToken, 'POST', `/api/distribution-requests/${request}/approve`);
    }
    await waitFor('a publicação no catálogo', 60, async () =>
      (await this.shown(producer, soundId)).status === 'public' ? true : undefined,
    );
    return 'published';
  }

  private shown(producer: Signed, soundId: string): Promise<Uploaded> {
    return this.api.expect<Uploaded>(200, producer.accessToken, 'GET', `/api/sounds/${soundId}`);
  }

  private async pendingRequest(soundId: string): Promise<string | undefined> {
    const listed = await this.api.expect<{ items: { id: string; sound: { id: string } }[] }>(
      200,
      this.curator.accessToken,
      'GET',
      '/api/distribution-requests?pageSize=100',
    );
    return listed.items.find((item) => item.sound.id === soundId)?.id;
  }

  /** The producer's kit, made with the first sound's cover (the wizard does the same). */
  private kitOf(producer: Signed, kit: DemoKit, imageUrl: string): Promise<string> {
    let id = this.kits.get(kit.name);
    if (!id) {
      id = this.api
        .expect<{ drumKit: { id: string } }>(201, producer.accessToken, 'POST', '/api/drum-kits', {
          name: kit.name,
          imageUrl,
        })
        .then(
          (created) => created.drumKit.id,
          (error: unknown) => existingId(error, 'drumKit'),
        );
      this.kits.set(kit.name, id);
    }
    return id;
  }
}

/** The existing row a 409 names (`details.<field>.id`), made by an earlier start. */
export function existingId(error: unknown, field: string): string {
  const details = error instanceof PlatformRequestError && error.status === 409 ? error.body : undefined;
  const id = (details as { details?: Record<string, { id?: string }> } | undefined)?.details?.[field]?.id;
  if (!id) throw error;
  return id;
}
