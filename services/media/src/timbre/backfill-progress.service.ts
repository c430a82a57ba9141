import { Injectable } from '@nestjs/common';
import { TIMBRE_VERSION } from '../audio/analysis';
import { TimbreBackfillRepository } from './timbre-backfill.repository';

export type BackfillProgress = { id: string; done: number; total: number };

/** How far media's backfills have got, for Operações (each worker fills on its own; this only reads). */
@Injectable()
export class BackfillProgressService {
  constructor(private readonly timbres: TimbreBackfillRepository) {}

  async all(): Promise<BackfillProgress[]> {
    return [{ id: 'timbre', ...(await this.timbres.progress(TIMBRE_VERSION)) }];
  }
}
