import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { CatalogueEvents, type SoundDeleted } from '@sampleteca/contracts';
import { createEnvelope, EventPublisher, RabbitEventsServer } from '@sampleteca/messaging';
import type { RunningPlatform } from '@sampleteca/runtime';
import { eventually, type TokenIssuer } from '@sampleteca/testing';
import { UnusedUploadsSweeper } from '../src/uploads/unused-uploads.sweeper';
import { MediaPlatform } from './support/media-platform';
import { storedFiles, uploadPlainImage } from './support/uploads';

const OWNER_ID = '3c9e2b71-0000-4000-8000-00000000c001';
const RED = { r: 192, g: 57, b: 43 };

const media = new MediaPlatform();
let platform: RunningPlatform;
let identity: TokenIssuer;
let mediaDir: string;

const token = () => identity.accessToken({ id: OWNER_ID, email: 'bia@example.com', role: 'user' });

/** A cover of one colour, `width`×`height`, uploaded by its owner: its id. */
async function uploadCover(width: number, height: number): Promise<string> {
  return uploadPlainImage(platform.url, await token(), { purpose: 'cover', width, height, colour: RED });
}

const shareCardPath = (id: string) => `${platform.url}/api/media/images/${id}/share-card`;

/** The share card's signed link, as a crawler is redirected to it. */
async function shareCardLocation(id: string): Promise<string> {
  const response = await fetch(shareCardPath(id), { redirect: 'manual' });
  expect(response.status).toBe(302);
  expect(response.headers.get('cache-control')).toBe('private, no-cache');
  return response.headers.get('location') as string;
}

/** What a crawler gets following the redirect. */
async function fetchShareCard(id: string): Promise<{ type: string | null; data: Buffer }> {
  const response = await fetch(shareCardPath(id));
  expect(response.status).toBe(200);
  return { type: response.headers.get('content-type'), data: Buffer.from(await response.arrayBuffer()) };
}

async function pixel(data: Buffer, x: number, y: number): Promise<number[]> {
  const { data: raw, info } = await sharp(data).raw().toBuffer({ resolveWithObject: true });
  const offset = (y * info.width + x) * info.channels;
  return [...raw.subarray(offset, offset + 3)];
}

const filesOf = async (id: string) =>
  (await storedFiles(mediaDir)).filter((file) => file.startsWith(`images/${id}/`)).sort();

beforeAll(async () => {
  await media.start('sampleteca-media-share-card-test-', { ROLES: 'api,worker' });
  ({ platform, identity, mediaDir } = media);
  await platform.app.get(RabbitEventsServer).whenReady();
}, 60_000);

afterAll(() => media.stop());

test('a crawler is redirected to a 1200×630 progressive JPEG: the cover whole, centred over a darkened copy', async () => {
  const id = await uploadCover(800, 800);
  expect(await filesOf(id)).not.toContain(`images/${id}/share-card.jpg`);

  const location = await shareCardLocation(id);
  expect(location).toMatch(
    new RegExp(`^/api/media/files/images/${id}/share-card\\.jpg\\?expires=\\d+&signature=[\\w-]+$`),
  );
  const { type, data } = await fetchShareCard(id);
  expect(type).toBe('image/jpeg');
  const metadata = await sharp(data).metadata();
  expect(metadata).toMatchObject({
    format: 'jpeg',
    width: 1200,
    height: 630,
    space: 'srgb',
    channels: 3,
    isProgressive: true,
  });
  expect(metadata.exif).toBeUndefined();
  expect(metadata.icc).toBeUndefined();

  // The square cover fills the middle 630×630 in its own colour; beside it, the darkened copy.
  const centre = await pixel(data, 600, 315);
  centre.forEach((channel, i) => expect(Math.abs(channel - Object.values(RED)[i])).toBeLessThanOrEqual(6));
  const side = await pixel(data, 60, 315);
  side.forEach((channel, i) => expect(channel).toBeLessThan(Object.values(RED)[i] * 0.6));
});

test('a wide cover fits inside the card too', async () => {
  const id = await uploadCover(2000, 500);
  const metadata = await sharp((await fetchShareCard(id)).data).metadata();
  expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
});

test('the card is rendered once and kept beside the renditions: later requests only sign a link to it', async () => {
  const id = await uploadCover(640, 480);
  const first = await fetchShareCard(id);
  expect(await filesOf(id)).toEqual([
    `images/${id}/1280.webp`,
    `images/${id}/160.webp`,
    `images/${id}/640.webp`,
    `images/${id}/share-card.jpg`,
  ]);
  const stored = await stat(join(mediaDir, 'images', id, 'share-card.jpg'));

  const second = await fetchShareCard(id);
  expect(second.data.equals(first.data)).toBe(true);
  // Not written again: the same file, untouched.
  const after = await stat(join(mediaDir, 'images', id, 'share-card.jpg'));
  expect({ ino: after.ino, mtimeMs: after.mtimeMs }).toEqual({ ino: stored.ino, mtimeMs: stored.mtimeMs });
});

test('unknown images and ids that are not ids answer 404 with the same body as the image itself', async () => {
  for (const id of [randomUUID(), 'nao-e-um-id']) {
    const show = await fetch(`${platform.url}/api/media/images/${id}`, { redirect: 'manual' });
    const card = await fetch(shareCardPath(id), { redirect: 'manual' });
    expect(card.status).toBe(404);
    expect(await card.json()).toEqual(await show.json());
    expect(show.status).toBe(404);
  }
});

test("deleting a sound removes its cover's share card with the renditions", async () => {
  const id = await uploadCover(800, 600);
  await fetchShareCard(id);
  expect(await filesOf(id)).toContain(`images/${id}/share-card.jpg`);

  const event = createEnvelope<SoundDeleted>('catalogue', CatalogueEvents.SoundDeleted, {
    soundId: randomUUID(),
    ownerUserId: OWNER_ID,
    audioId: randomUUID(),
    imageId: id,
    deletedAt: new Date().toISOString(),
  });
  await platform.app.get(EventPublisher).publish(event);
  await eventually(async () => expect(await filesOf(id)).toEqual([]));
  expect((await fetch(shareCardPath(id), { redirect: 'manual' })).status).toBe(404);
  // Asked again once deleted, it is not rendered back.
  expect(await filesOf(id)).toEqual([]);
});

test('the sweep of unused covers removes their share cards too', async () => {
  const id = await uploadCover(800, 600);
  await fetchShareCard(id);
  await media.db.query(`UPDATE media.images SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);

  await platform.app.get(UnusedUploadsSweeper).sweep();
  expect(await filesOf(id)).toEqual([]);
  expect((await fetch(shareCardPath(id), { redirect: 'manual' })).status).toBe(404);
});
