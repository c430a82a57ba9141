import { Injectable } from '@nestjs/common';
import { toSkipTake } from '@sampleteca/http';
import { CatalogueErrorCode, CatalogueMessages, catalogueError } from '../../catalogue-errors';
import type { ImageRef } from '../../common/refs.dto';
import {
  mapDrumKit,
  type CreateDrumKitBody,
  type CreatedDrumKit,
  type DrumKitDetails,
  type DrumKitResponse,
  type DrumKitsQuery,
} from './drum-kits.dto';
import { DrumKitsRepository } from './drum-kits.repository';
import type { KitRow } from '../../common/kit-row';

@Injectable()
export class DrumKitsService {
  constructor(private readonly kits: DrumKitsRepository) {}

  /** Newest first; a search matches any part of the name regardless of accents; `mine`: the caller's own. */
  async list(query: DrumKitsQuery, userId: string): Promise<{ items: DrumKitResponse[]; total: number }> {
    const { skip, take } = toSkipTake(query);
    const { rows, total } = await this.kits.page(
      { search: query.search || undefined, ownerId: query.mine ? userId : undefined, viewerId: userId },
      skip,
      take,
    );
    return { items: rows.map(mapDrumKit), total };
  }

  /**
   * The kit, with the people who have public sounds in it (its owner first when missing); a kit
   * with no public sound yet is its owner's alone, and reads as missing to others.
   */
  async details(id: string, viewerId: string): Promise<DrumKitDetails> {
    const kit = mapDrumKit(await this.visible(id, viewerId));
    const owners: ImageRef[] = (await this.kits.artistsOf(id)).map((artist) => ({
      id: artist.id,
      name: artist.name,
      imageUrl: artist.image_url,
    }));
    if (!owners.some((owner) => owner.id === kit.owner.id) && kit.owner.name) owners.unshift(kit.owner);
    return { ...kit, artists: owners };
  }

  /** The kit as `viewerId` may see it (see details); a kit they may not see answers 404. */
  async visible(id: string, viewerId: string): Promise<KitRow> {
    const row = await this.kits.find(id, viewerId);
    if (!row) throw catalogueError(CatalogueErrorCode.DrumKitNotFound);
    return row;
  }

  /** Kit names are unique per owner (case-insensitively): the same name again answers the existing kit. */
  async create(body: CreateDrumKitBody, userId: string): Promise<CreatedDrumKit> {
    const id = await this.kits.insertIfNew(body.name, body.imageUrl ?? null, userId);
    if (!id) {
      const existing = await this.kits.findByOwnerAndName(userId, body.name);
      throw catalogueError(CatalogueErrorCode.DrumKitExists, {
        details: { drumKit: existing ? mapDrumKit(existing) : undefined },
      });
    }
    return { drumKit: mapDrumKit((await this.kits.find(id, userId))!), message: CatalogueMessages.DrumKitCreated };
  }
}
