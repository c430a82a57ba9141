import { Injectable } from '@nestjs/common';
import { SoundListsRepository } from './sound-lists.repository';

/** Whose sounds the catalogue holds: the demo catalogue seeds only a catalogue nobody else uses. */
@Injectable()
export class SoundCensusService {
  constructor(private readonly lists: SoundListsRepository) {}

  /** Sounds of others than `ownerIds`, and how many of theirs are public. */
  census(ownerIds: string[]): Promise<{ others: number; ownPublic: number }> {
    return this.lists.census(ownerIds);
  }
}
