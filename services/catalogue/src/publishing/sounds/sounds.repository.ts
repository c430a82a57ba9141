import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { tempoInRange, type BpmRange, type SoundType } from '@sampleteca/contracts';
import { returningRows } from '@sampleteca/database';
import type { MusicalFields } from './musical-fields';
import { Sound } from './sound.entity';

/** A sound as the actions on it (delete, like, download) need it. */
export type VisibleSound = {
  id: string;
  name: string;
  owner_id: string;
  audio_id: string;
  image_id: string | null;
  is_free: boolean;
  downloads_count: number;
  audio_status: string | null;
  /** The original's extension when it is not the MP3 itself (wav, aif, flac…). */
  original_extension: string | null;
  type: SoundType;
  duration_seconds: number | null;
} & MusicalFields & { status: 'public' | 'private' };

const ACTIONABLE_COLUMNS = `s.id, s.name, s.owner_id, s.audio_id, s.image_id, s.is_free, s.downloads_count,
  a.status AS audio_status, a.original_extension, s.status, s.key, s.bpm, s.tempo, s.type, a.duration_seconds`;

/** catalogue.sounds and the likes and downloads counted on them (lists: SoundListsRepository). */
@Injectable()
export class SoundsRepository {
  /** The sound if this user may see it (public, or theirs), locked when it is about to change. */
  visible(manager: EntityManager, soundId: string, userId: string, lock: boolean): Promise<VisibleSound | undefined> {
    return this.actionable(manager, `(s.status = 'public' OR s.owner_id = $2)`, [soundId, userId], lock);
  }

  /** Any sound, whoever owns it and however visible (administrators), locked for a change. */
  any(manager: EntityManager, soundId: string): Promise<VisibleSound | undefined> {
    return this.actionable(manager, 'true', [soundId], true);
  }

  /** Every sound of `ownerId`, however visible, locked in key order for their deletion. */
  async ownedBy(manager: EntityManager, ownerId: string): Promise<VisibleSound[]> {
    return manager.query<VisibleSound[]>(
      `SELECT ${ACTIONABLE_COLUMNS}
         FROM catalogue.sounds s LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
        WHERE s.owner_id = $1 ORDER BY s.id FOR UPDATE OF s`,
      [ownerId],
    );
  }

  /** Sound `$1` as the actions on it need it, when `condition` holds. */
  private async actionable(
    manager: EntityManager,
    condition: string,
    params: unknown[],
    lock: boolean,
  ): Promise<VisibleSound | undefined> {
    const [sound] = await manager.query<VisibleSound[]>(
      `SELECT ${ACTIONABLE_COLUMNS}
         FROM catalogue.sounds s LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
        WHERE s.id = $1 AND ${condition}${lock ? ' FOR UPDATE OF s' : ''}`,
      params,
    );
    return sound;
  }

  insert(manager: EntityManager, sound: Omit<Sound, 'id' | 'createdAt'>): Promise<Sound> {
    return manager.save(manager.create(Sound, sound));
  }

  /**
   * A sound saved without a tempo, before its audio's analysis ended, takes the measured tempo's
   * octave that falls in the BPM range its uploader chose (none: it stays unknown). A one-shot
   * (no range) keeps none.
   */
  async fillMeasuredTempo(manager: EntityManager, audioId: string, measured: number): Promise<void> {
    const rows = await manager.query<{ id: string; bpm: BpmRange }[]>(
      `SELECT id, bpm FROM catalogue.sounds WHERE audio_id = $1 AND tempo IS NULL AND bpm IS NOT NULL FOR UPDATE`,
      [audioId],
    );
    for (const row of rows) {
      const tempo = tempoInRange(measured, row.bpm);
      if (tempo !== null) await manager.query(`UPDATE catalogue.sounds SET tempo = $2 WHERE id = $1`, [row.id, tempo]);
    }
  }

  async setMusicalFields(manager: EntityManager, soundId: string, fields: MusicalFields): Promise<void> {
    await manager.query(`UPDATE catalogue.sounds SET key = $2, bpm = $3, tempo = $4 WHERE id = $1`, [
      soundId,
      fields.key,
      fields.bpm,
      fields.tempo,
    ]);
  }

  async delete(manager: EntityManager, soundId: string): Promise<void> {
    await manager.query(`DELETE FROM catalogue.sounds WHERE id = $1`, [soundId]);
  }

  /** Whether a sound already plays this audio file. */
  async usesAudio(manager: EntityManager, audioId: string): Promise<boolean> {
    return (await manager.countBy(Sound, { audioId })) > 0;
  }

  /** Likes or unlikes; answers the sound's likes, counted once per user whatever the repeats. */
  async setLike(
    manager: EntityManager,
    soundId: string,
    userId: string,
    liked: boolean,
  ): Promise<{ likes: number; changed: boolean }> {
    const changed: unknown[] = liked
      ? await manager.query(
          `INSERT INTO catalogue.likes (user_id, sound_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1`,
          [userId, soundId],
        )
      : await returningRows(manager, `DELETE FROM catalogue.likes WHERE user_id = $1 AND sound_id = $2 RETURNING 1`, [
          userId,
          soundId,
        ]);
    const step = changed.length ? (liked ? 1 : -1) : 0;
    const [{ likes_count }] = await returningRows<{ likes_count: number }>(
      manager,
      `UPDATE catalogue.sounds SET likes_count = likes_count + $2 WHERE id = $1 RETURNING likes_count`,
      [soundId, step],
    );
    return { likes: likes_count, changed: step !== 0 };
  }

  /** The owner of a sound, locked until the transaction ends; undefined once it is deleted. */
  async lockOwner(manager: EntityManager, soundId: string): Promise<string | undefined> {
    const [sound] = await manager.query<{ owner_id: string }[]>(
      `SELECT owner_id FROM catalogue.sounds WHERE id = $1 FOR UPDATE`,
      [soundId],
    );
    return sound?.owner_id;
  }

  /**
   * Counts a download once per user and sound, dated when the file was served (events may be
   * handled out of order); false when this user's was counted already.
   */
  async countDownload(manager: EntityManager, soundId: string, userId: string, servedAt: Date): Promise<boolean> {
    const inserted: unknown[] = await manager.query(
      `INSERT INTO catalogue.downloads (user_id, sound_id, created_at) VALUES ($1, $2, $3)
         ON CONFLICT DO NOTHING RETURNING 1`,
      [userId, soundId, servedAt],
    );
    if (!inserted.length) return false;
    await manager.query(`UPDATE catalogue.sounds SET downloads_count = downloads_count + 1 WHERE id = $1`, [soundId]);
    return true;
  }

  /**
   * Applies a review decision newer than what the sound holds (`version`), with the visibility it
   * brings; false when the sound holds a newer one (or is gone).
   */
  async applyReview(
    manager: EntityManager,
    review: { soundId: string; status: string; version: number; visibility: 'public' | 'private' | null },
  ): Promise<{ ownerId: string } | undefined> {
    const [changed] = await returningRows<{ owner_id: string }>(
      manager,
      `UPDATE catalogue.sounds s
          SET review_status = $2, review_version = $3, status = coalesce($4, s.status)
        WHERE s.id = $1 AND s.review_version < $3
        RETURNING s.owner_id`,
      [review.soundId, review.status, review.version, review.visibility],
    );
    return changed && { ownerId: changed.owner_id };
  }
}
