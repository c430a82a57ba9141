import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Identity } from './identity.entity';

/** identity.identities: the ways into each account (e-mail, google, facebook, spotify). */
@Injectable()
export class IdentitiesRepository {
  constructor(@InjectRepository(Identity, 'identity') private readonly identities: Repository<Identity>) {}

  /** An account's identities, oldest first. */
  ofUser(userId: string): Promise<Identity[]> {
    return this.identities.find({ where: { userId }, order: { createdAt: 'ASC' } });
  }
}
