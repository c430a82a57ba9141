import { Injectable } from '@nestjs/common';
import { TimbreCellsRepository } from './timbre-cells.repository';
import { TimbreNeighbours } from './timbre-neighbours';

/** The catalogue's neighbour lists (TimbreNeighbours on its database): built by the worker after the cells. */
@Injectable()
export class TimbreNeighboursService extends TimbreNeighbours {
  constructor(repository: TimbreCellsRepository) {
    super(repository);
  }
}
