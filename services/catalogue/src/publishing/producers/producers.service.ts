import { Injectable } from '@nestjs/common';
import { pageOf, toSkipTake } from '@sampleteca/http';
import { CatalogueErrorCode, catalogueError } from '../../catalogue-errors';
import {
  mapProducer,
  mapProducerProfile,
  ProducerPage,
  ProducerProfileResponse,
  ProducersQuery,
} from './producers.dto';
import { ProducersRepository } from './producers.repository';

/** Producers with a confirmed account (landing carousel, /artists) and a producer's page. */
@Injectable()
export class ProducersService {
  constructor(private readonly producers: ProducersRepository) {}

  async list(query: ProducersQuery): Promise<ProducerPage> {
    const { skip, take } = toSkipTake(query);
    const [rows, total] = await this.producers.page(query.q, skip, take);
    return pageOf(rows.map(mapProducer), total, query);
  }

  async byName(name: string): Promise<ProducerProfileResponse> {
    const profile = await this.producers.byName(name.trim());
    if (!profile) throw catalogueError(CatalogueErrorCode.ProducerNotFound);
    return mapProducerProfile(profile);
  }
}
