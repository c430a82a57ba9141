import { Injectable } from '@nestjs/common';
import { TransactionRunner } from '@sampleteca/database';
import { escapeLike, toSkipTake } from '@sampleteca/http';
import { CatalogueErrorCode, CatalogueMessages, catalogueError } from '../catalogue-errors';

import type { ImageRef } from '../sounds/sound.dto';
import type {
  CreateDrumKitBody,
  CreatedDrumKit,
  DrumKitDetails,
  DrumKitResponse,
  DrumKitsQuery,
} from './drum-kits.dto';
import { mapDrumKit } from './drum-kits.dto';

export type KitRow = {
  id: string;
  name: string;
  image_url: string | null;
  owner_id: string;
  owner_name: string | null;
  owner_avatar: string | null;
};

const KIT_COLUMNS = `k.id, k.name, k.image_url, k.owner_id, p.full_name AS owner_name, p.avatar_url AS owner_avatar
  FROM catalogue.drum_kits k LEFT JOIN catalogue.profiles p ON p.user_id = k.owner_id`;

@Injectable()
export class DrumKitsService {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Newest first; a search matches any part of the name regardless of accents (trigram index). */
  async list(query: DrumKitsQuery, userId: string): Promise<{ items: DrumKitResponse[]; total: number }> {
    const params: unknown[] = [];
    const clauses: string[] = [];
    if (query.search) {
      params.push(escapeLike(query.search));
      clauses.push(`catalogue.fold(k.name) LIKE '%' || catalogue.fold($${params.length}) || '%'`);
    }
    if (query.mine) {
      params.push(userId);
      clauses.push(`k.owner_id = $${params.length}`);
    }
    const where = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
    const { skip, take } = toSkipTake(query);
    const [rows, [{ total }]] = await Promise.all([
      this.query<KitRow>(
        `SELECT ${KIT_COLUMNS} ${where} ORDER BY k.created_at DESC, k.id DESC LIMIT ${take} OFFSET ${skip}`,
        params,
      ),
      this.query<{ total: string }>(`SELECT count(*) AS total FROM catalogue.drum_kits k ${where}`, params),
    ]);
    return { items: rows.map(mapDrumKit), total: Number(total) };
  }

  async details(id: string): Promise<DrumKitDetails> {
    const [row] = await this.query<KitRow>(`SELECT ${KIT_COLUMNS} WHERE k.id = $1`, [id]);
    if (!row) throw catalogueError(CatalogueErrorCode.DrumKitNotFound);
    const artists = await this.query<{ id: string; name: string; image_url: string | null }>(
      `SELECT p.user_id AS id, p.full_name AS name, p.avatar_url AS image_url
         FROM (SELECT DISTINCT owner_id FROM catalogue.sounds WHERE drum_kit_id = $1 AND status = 'public') AS o
         JOIN catalogue.profiles p ON p.user_id = o.owner_id ORDER BY p.full_name LIMIT 50`,
      [id],
    );
    const kit = mapDrumKit(row);
    const owners: ImageRef[] = artists.map((artist) => ({
      id: artist.id,
      name: artist.name,
      imageUrl: artist.image_url,
    }));
    if (!owners.some((owner) => owner.id === kit.owner.id) && kit.owner.name) owners.unshift(kit.owner);
    return { ...kit, artists: owners };
  }

  /** Kit names are unique per owner (case-insensitively): the same name again answers the existing kit. */
  async create(body: CreateDrumKitBody, userId: string): Promise<CreatedDrumKit> {
    const [inserted] = await this.query<{ id: string }>(
      `INSERT INTO catalogue.drum_kits (name, image_url, owner_id) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id, lower(name)) DO NOTHING RETURNING id`,
      [body.name, body.imageUrl ?? null, userId],
    );
    if (!inserted) {
      const [existing] = await this.query<KitRow>(
        `SELECT ${KIT_COLUMNS} WHERE k.owner_id = $1 AND lower(k.name) = lower($2)`,
        [userId, body.name],
      );
      throw catalogueError(CatalogueErrorCode.DrumKitExists, { details: { drumKit: mapDrumKit(existing) } });
    }
    const [row] = await this.query<KitRow>(`SELECT ${KIT_COLUMNS} WHERE k.id = $1`, [inserted.id]);
    return { drumKit: mapDrumKit(row), message: CatalogueMessages.DrumKitCreated };
  }

  private query<T>(sql: string, params: unknown[]): Promise<T[]> {
    return this.transactions.dataSource.query<T[]>(sql, params);
  }
}
