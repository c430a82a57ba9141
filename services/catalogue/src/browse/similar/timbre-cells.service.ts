import { Inject, Injectable } from '@nestjs/common';
import { CONFIG, type Config } from '@sampleteca/config';
import { TimbreCells } from './timbre-cells';
import { TimbreCellsRepository } from './timbre-cells.repository';

/** The catalogue's timbre cells (TimbreCells on its database): built by the worker, their progress read by Operações. */
@Injectable()
export class TimbreCellsService extends TimbreCells {
  constructor(repository: TimbreCellsRepository, @Inject(CONFIG) config: Config) {
    super(repository, { cellsFrom: config.CATALOGUE_TIMBRE_CELLS_FROM });
  }
}
