import { Injectable } from '@nestjs/common';
import { roundTempo } from '@sampleteca/contracts';
import type { ListeningTuning } from './listening-tuning.dto';
import { ListeningTuningsRepository } from './listening-tunings.repository';

/** A listener's session tempo and key, 'Original' until they choose one. */
@Injectable()
export class ListeningTuningService {
  constructor(private readonly tunings: ListeningTuningsRepository) {}

  async get(userId: string): Promise<ListeningTuning> {
    const row = await this.tunings.find(userId);
    return { tempo: row?.tempo == null ? null : roundTempo(row.tempo), key: row?.key ?? null };
  }

  async set(userId: string, tuning: ListeningTuning): Promise<ListeningTuning> {
    const tempo = tuning.tempo == null ? null : roundTempo(tuning.tempo);
    await this.tunings.save(userId, { tempo, key: tuning.key ?? null });
    return { tempo, key: tuning.key ?? null };
  }
}
