import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { isInstrumentFamily, isSoundShape, type SoundReading } from '@sampleteca/contracts';
import { notifyOnCommit } from '@sampleteca/database';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import { PUBLIC_SOUNDS_CHANNEL } from '../../common/public-sounds-channel';
import { FamiliesRepository } from './families.repository';
import { correctedTags, tagsDiffer, type ChosenTags } from './sound-tags';
import type { UploadReading } from './upload-reading.dto';

/**
 * The analysis' reading of each upload (#44): kept with the file for the wizard's chips, and the
 * tags of the sound playing it, unless its producer chose them. media.processed brings the first
 * reading; the timbre backfill's media.audio.described a newer one for files processed before.
 */
@Injectable()
export class FamiliesService {
  constructor(private readonly families: FamiliesRepository) {}

  /**
   * Undefined: the event predates readings, and what is kept stays. A public sound re-tagged
   * empties the facet caches at commit; the shared pages follow the list version.
   */
  async applyReading(manager: EntityManager, audioId: string, reading: SoundReading | null | undefined): Promise<void> {
    if (reading === undefined) return;
    const known = reading && sanitised(reading);
    await this.families.keepReading(manager, audioId, known);
    const changed = await this.families.retagFromReading(manager, audioId, known);
    for (const sound of changed)
      if (sound.status === 'public') await notifyOnCommit(manager, PUBLIC_SOUNDS_CHANNEL, sound.id);
  }

  /**
   * The owner's (or an administrator's) change of a sound's tags, inside the transaction that
   * holds its row: from then on the producer's word. Answers whether anything changed.
   */
  async correct(manager: EntityManager, soundId: string, change: ChosenTags): Promise<boolean> {
    const current = await this.families.tagsOf(manager, soundId);
    const corrected = correctedTags(current, change);
    if (!corrected || !tagsDiffer(current, corrected)) return false;
    await this.families.setTags(manager, soundId, corrected);
    return true;
  }

  /** How many ready files carry a reading: Operações' 'sound-tags' backfill. */
  readingProgress(): Promise<{ done: number; total: number }> {
    return this.families.readingProgress();
  }

  async uploadReading(audioId: string, userId: string): Promise<UploadReading> {
    const row = await this.families.uploadReading(audioId, userId);
    if (!row) throw catalogueError(CatalogueErrorCode.UploadNotFound);
    return {
      status: row.status,
      family: isInstrumentFamily(row.reading_family) ? row.reading_family : null,
      familyConfidence: row.reading_family_confidence,
      shape: isSoundShape(row.reading_shape) ? row.reading_shape : null,
    };
  }
}

/** A value outside the contract (a newer media's family) is no reading rather than a failed event. */
function sanitised(reading: SoundReading): SoundReading {
  const family = isInstrumentFamily(reading.family) ? reading.family : null;
  return {
    family,
    familyConfidence: family === null ? null : reading.familyConfidence,
    shape: isSoundShape(reading.shape) ? reading.shape : null,
  };
}
