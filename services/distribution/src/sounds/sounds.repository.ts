import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { SoundCreated } from '@sampleteca/contracts';
import { returningRows, TransactionRunner } from '@sampleteca/database';

/** A sound as requests need it (the catalogue's sound.created, projected). */
export type ProjectedSound = {
  soundId: string;
  ownerId: string;
  name: string;
  audioId: string;
  imageUrl: string | null;
  artistName: string | null;
  isProduced: boolean;
  deleted: boolean;
};

type SoundRow = {
  sound_id: string;
  owner_id: string;
  name: string;
  audio_id: string;
  image_url: string | null;
  artist_name: string | null;
  is_produced: boolean;
  deleted_at: Date | null;
};

const toSound = (row: SoundRow): ProjectedSound => ({
  soundId: row.sound_id,
  ownerId: row.owner_id,
  name: row.name,
  audioId: row.audio_id,
  imageUrl: row.image_url,
  artistName: row.artist_name,
  isProduced: row.is_produced,
  deleted: row.deleted_at !== null,
});

/** distribution.sounds, and the per-sound version every request event carries. */
@Injectable()
export class SoundsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  async find(soundId: string, manager?: EntityManager, lock = false): Promise<ProjectedSound | undefined> {
    const [row] = await (manager ?? this.transactions.dataSource.manager).query<SoundRow[]>(
      `SELECT sound_id, owner_id, name, audio_id, image_url, artist_name, is_produced, deleted_at
         FROM distribution.sounds WHERE sound_id = $1${lock ? ' FOR UPDATE' : ''}`,
      [soundId],
    );
    return row && toSound(row);
  }

  /** The catalogue renamed these sounds' credited artist (renamed or merged in the console). */
  async renameArtist(manager: EntityManager, soundIds: string[], artistName: string): Promise<void> {
    await manager.query(`UPDATE distribution.sounds SET artist_name = $2 WHERE sound_id = ANY($1::uuid[])`, [
      soundIds,
      artistName,
    ]);
  }

  /** The catalogue renamed the sound (an administrator, in the console). */
  async rename(manager: EntityManager, soundId: string, name: string): Promise<void> {
    await manager.query(`UPDATE distribution.sounds SET name = $2 WHERE sound_id = $1`, [soundId, name]);
  }

  async saveCreated(manager: EntityManager, sound: SoundCreated): Promise<void> {
    await manager.query(
      `INSERT INTO distribution.sounds (sound_id, owner_id, name, audio_id, image_url, artist_name, is_produced, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (sound_id) DO NOTHING`,
      [
        sound.soundId,
        sound.ownerUserId,
        sound.name,
        sound.audioId,
        sound.imageUrl ?? null,
        sound.artistName ?? null,
        sound.isProduced ?? false,
        sound.createdAt,
      ],
    );
  }

  /**
   * Marks the sound gone; kept (not removed) so a late sound.created cannot bring it back.
   */
  async markDeleted(manager: EntityManager, soundId: string, ownerId: string, deletedAt: string): Promise<void> {
    await manager.query(
      `INSERT INTO distribution.sounds (sound_id, owner_id, name, audio_id, is_produced, created_at, deleted_at)
       VALUES ($1, $2, '', gen_random_uuid(), false, $3, $3)
       ON CONFLICT (sound_id) DO UPDATE SET deleted_at = $3`,
      [soundId, ownerId, deletedAt],
    );
  }

  /** The next version of this sound's review (taken under the row's lock, inside the change). */
  async nextReviewVersion(manager: EntityManager, soundId: string): Promise<number> {
    const [row] = await returningRows<{ review_version: number }>(
      manager,
      `UPDATE distribution.sounds SET review_version = review_version + 1 WHERE sound_id = $1 RETURNING review_version`,
      [soundId],
    );
    return row.review_version;
  }
}
