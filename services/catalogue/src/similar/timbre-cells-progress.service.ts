import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TimbreCells, type CellsProgress } from './timbre-cells';
import { TimbreCellsRepository } from './timbre-cells.repository';

/** How far the worker's build of timbre cells has got, for Operações (any role may read it). */
@Injectable()
export class TimbreCellsProgressService {
  private readonly cells: TimbreCells;

  constructor(repository: TimbreCellsRepository, @Inject(CONFIG) config: Config) {
    this.cells = new TimbreCells(repository, { cellsFrom: config.CATALOGUE_TIMBRE_CELLS_FROM });
  }

  progress(): Promise<CellsProgress> {
    return this.cells.progress();
  }
}
