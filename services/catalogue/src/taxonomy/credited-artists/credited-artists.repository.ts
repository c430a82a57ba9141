import { Injectable } from '@nestjs/common';
import { CreditedArtist } from './credited-artist.entity';
import type { EntityManager } from 'typeorm';
import { insertOrFind, TransactionRunner } from '@sampleteca/database';
import { escapeLike } from '@sampleteca/http';

/** The artists a person would read as $1: case, accents, signs and spacing aside (catalogue.name_key). */
const SAME_NAME_FROM = `catalogue.artists WHERE catalogue.name_key(name) = catalogue.name_key($1)`;
const SAME_NAME = `SELECT 1 FROM ${SAME_NAME_FROM}`;

export type CreditedArtistRow = { id: string; name: string; image_url: string | null };

/** catalogue.artists: the artists sounds credit, one per name as a person reads it. */
@Injectable()
export class CreditedArtistsRepository {
  constructor(private readonly transactions: TransactionRunner) {}

  /** Up to 10 whose name contains `search` regardless of accents; the exact name first, then the shortest. */
  search(search: string): Promise<CreditedArtistRow[]> {
    return this.transactions.dataSource.query<CreditedArtistRow[]>(
      `SELECT id, name, image_url FROM catalogue.artists
        WHERE catalogue.fold(name) LIKE '%' || catalogue.fold($1) || '%'
        ORDER BY lower(name) = lower($2) DESC, length(name), name LIMIT 10`,
      [escapeLike(search), search],
    );
  }

  findIn(manager: EntityManager, id: string): Promise<CreditedArtist | null> {
    return manager.findOneBy(CreditedArtist, { id });
  }

  /**
   * The artist of this name as a person reads it (catalogue.name_key), created with `imageUrl` when
   * there is none; two people crediting the same new name at once get the same artist (see insertOrFind).
   */
  findOrCreate(
    manager: EntityManager,
    name: string,
    imageUrl: string | null,
    userId: string,
  ): Promise<{ row: CreditedArtistRow; created: boolean }> {
    return insertOrFind(
      async () =>
        (
          await manager.query<CreditedArtistRow[]>(
            `INSERT INTO catalogue.artists (name, image_url, created_by)
             SELECT $1, $2, $3 WHERE NOT EXISTS (${SAME_NAME})
             ON CONFLICT (lower(name)) DO NOTHING RETURNING id, name, image_url`,
            [name, imageUrl, userId],
          )
        )[0],
      async () =>
        (
          await manager.query<CreditedArtistRow[]>(
            `SELECT id, name, image_url FROM ${SAME_NAME_FROM} ORDER BY name = $1 DESC, created_at, id LIMIT 1`,
            [name],
          )
        )[0],
    );
  }
}
