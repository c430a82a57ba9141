import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { escapeLike } from '@sampleteca/http';
import { Profile } from '../profiles/profile.entity';

/** The queries over people's profiles that the producers' pages (/artists) read. */
@Injectable()
export class ProducersRepository {
  constructor(@InjectRepository(Profile, 'catalogue') private readonly profiles: Repository<Profile>) {}

  /** Confirmed accounts, those with a photo first, then by name; `search` inside the name. */
  page(search: string | undefined, skip: number, take: number): Promise<[Profile[], number]> {
    const builder = this.profiles.createQueryBuilder('profile').where('profile.emailConfirmed');
    if (search) builder.andWhere('profile.fullName ILIKE :q', { q: `%${escapeLike(search)}%` });
    return builder
      .orderBy('profile.avatarUrl IS NULL', 'ASC')
      .addOrderBy('lower(profile.fullName)', 'ASC')
      .addOrderBy('profile.userId', 'ASC')
      .skip(skip)
      .take(take)
      .getManyAndCount();
  }

  /** The profile with that full name (any case), a confirmed one first. */
  byName(name: string): Promise<Profile | null> {
    return this.profiles
      .createQueryBuilder('profile')
      .where('lower(profile.fullName) = lower(:name)', { name })
      .orderBy('profile.emailConfirmed', 'DESC')
      .addOrderBy('profile.userId')
      .getOne();
  }
}
