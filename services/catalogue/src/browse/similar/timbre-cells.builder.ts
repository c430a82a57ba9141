import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TimbreCellsService } from './timbre-cells.service';
import { TimbreNeighboursService } from './timbre-neighbours.service';

/** How often the worker asks whether the catalogue has grown enough for new cells. */
const CHECK_EVERY_MS = 10 * 60_000;

/**
 * The worker's side of 'Sons parecidos': builds the timbre cells when the catalogue reaches
 * CATALOGUE_TIMBRE_CELLS_FROM described sounds and again at each fourfold growth (TimbreCells),
 * then each public sound's neighbour list from them (TimbreNeighbours: for new cells, and again
 * when enough sounds changed since), resuming a build a stopped worker left half done. Runs at
 * start and every ten minutes.
 */
@Injectable()
export class TimbreCellsBuilder implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('TimbreCells');
  private stopping = false;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** One build at a time in this process; across workers, the cells' primary key lets one train. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly cells: TimbreCellsService,
    private readonly neighbours: TimbreNeighboursService,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Builds now if due (tests and operators call it; the worker also does on its own). */
  buildIfDue(): Promise<boolean> {
    const build = this.queue.then(async () => {
      const built = await this.cells.buildIfDue(() => this.stopping);
      if (built) this.logger.log('células de timbre construídas');
      return built;
    });
    this.queue = build.catch(() => undefined);
    return build;
  }

  /** Lists each public sound's nearest neighbours now if due (after the cells: they come from them). */
  buildNeighboursIfDue(shouldStop: () => boolean = () => this.stopping): Promise<boolean> {
    const build = this.queue.then(async () => {
      const started = performance.now();
      const built = await this.neighbours.buildIfDue(shouldStop);
      if (built)
        this.logger.log(`vizinhos de timbre listados em ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return built;
    });
    this.queue = build.catch(() => undefined);
    return build;
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    this.timer = setTimeout(() => {
      this.running = this.buildIfDue()
        .then(() => this.buildNeighboursIfDue())
        .then(() => undefined)
        .catch((error: Error) => this.logger.warn(`interrompido (recomeça na próxima vez): ${error.message}`))
        .finally(() => this.schedule(CHECK_EVERY_MS));
    }, delayMs);
    this.timer.unref();
  }
}
