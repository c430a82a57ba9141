import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SqlParams } from '@sampleteca/database';

/** Which sounds a ZIP draws from: a drum kit's, the user's liked list, or a collection's. */
export type BundleSource =
  { kind: 'kit'; kitId: string } | { kind: 'liked' } | { kind: 'collection'; collectionId: string };

/** A sound as the ZIP and its LICENCA.txt need it. */
export type BundleSoundRow = {
  id: string;
  name: string;
  type: string;
  audio_id: string;
  is_free: boolean;
  owner_id: string;
  owner_name: string;
  /** The owner's label ('produtora'), from their profile. */
  owner_label: string | null;
  artist_name: string | null;
  /** The original's extension when it is not the MP3 itself (wav, aif, flac…). */
  original_extension: string | null;
};

/** How the sounds a user sees in a source split: in the ZIP, or left out and why. */
export type BundleCounts = { allowed: number; plan: number; notReady: number };

/** The sounds of a kit, a liked list or a collection that `userId` sees, as the ZIP needs them. */
@Injectable()
export class BundlesRepository {
  /**
   * Counts what the user sees in the source: sounds they may download and are ready, paid
   * sounds their plan does not open (first, as a single download checks the plan first), and
   * the rest still processing or failed.
   */
  async counts(manager: EntityManager, source: BundleSource, userId: string, paidPlan: boolean): Promise<BundleCounts> {
    const params = new SqlParams();
    const { from, where } = sourceClause(source, userId, params);
    const allowed = allowedClause(userId, paidPlan, params);
    const [row] = await manager.query<{ allowed: string; plan: string; not_ready: string }[]>(
      `SELECT count(*) FILTER (WHERE ${allowed} AND a.status = 'ready') AS allowed,
              count(*) FILTER (WHERE NOT ${allowed}) AS plan,
              count(*) FILTER (WHERE ${allowed} AND a.status IS DISTINCT FROM 'ready') AS not_ready
         FROM ${from} LEFT JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
        WHERE ${where}`,
      params.values,
    );
    return { allowed: Number(row.allowed), plan: Number(row.plan), notReady: Number(row.not_ready) };
  }

  /** The first `limit` sounds the ZIP carries, in the order their page lists them. */
  downloadable(
    manager: EntityManager,
    source: BundleSource,
    userId: string,
    paidPlan: boolean,
    limit: number,
  ): Promise<BundleSoundRow[]> {
    const params = new SqlParams();
    const { from, where, order } = sourceClause(source, userId, params);
    const allowed = allowedClause(userId, paidPlan, params);
    return manager.query<BundleSoundRow[]>(
      `SELECT s.id, s.name, s.type, s.audio_id, s.is_free, s.owner_id, s.owner_name, p.producer AS owner_label,
              s.artist_name, a.original_extension
         FROM ${from} JOIN catalogue.audio_files a ON a.audio_id = s.audio_id
         LEFT JOIN catalogue.profiles p ON p.user_id = s.owner_id
        WHERE ${where} AND ${allowed} AND a.status = 'ready'
        ORDER BY ${order} LIMIT ${params.add(limit)}`,
      params.values,
    );
  }

  /** The name the licence is made out to. */
  async nameOf(manager: EntityManager, userId: string): Promise<string | undefined> {
    const [row] = await manager.query<{ full_name: string }[]>(
      `SELECT full_name FROM catalogue.profiles WHERE user_id = $1`,
      [userId],
    );
    return row?.full_name;
  }
}

/** Free, the user's own, or any sound for a paid plan: what a single download allows. */
function allowedClause(userId: string, paidPlan: boolean, params: SqlParams): string {
  return paidPlan ? 'true' : `(s.is_free OR s.owner_id = ${params.add(userId)})`;
}

/** The rows of `catalogue.sounds s` the user sees in the source (as its page lists them). */
function sourceClause(
  source: BundleSource,
  userId: string,
  params: SqlParams,
): { from: string; where: string; order: string } {
  const user = params.add(userId);
  const visible = `(s.status = 'public' OR s.owner_id = ${user})`;
  if (source.kind === 'kit') {
    return {
      from: 'catalogue.sounds s',
      where: `s.drum_kit_id = ${params.add(source.kitId)} AND ${visible}`,
      order: 's.created_at DESC, s.id DESC',
    };
  }
  if (source.kind === 'collection') {
    // The collection's own order; someone else's sound made private is no more in its ZIP than on its page.
    return {
      from: 'catalogue.collection_sounds x JOIN catalogue.sounds s ON s.id = x.sound_id',
      where: `x.collection_id = ${params.add(source.collectionId)} AND ${visible}`,
      order: 'x.position, x.sound_id',
    };
  }
  return {
    from: 'catalogue.likes x JOIN catalogue.sounds s ON s.id = x.sound_id',
    where: `x.user_id = ${user} AND ${visible}`,
    order: 'x.created_at DESC, s.id DESC',
  };
}
