import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Profile } from './profile.entity';

/** catalogue.profiles: identity's public profiles, as the user.* events last told them. */
@Injectable()
export class ProfilesRepository {
  find(manager: EntityManager, userId: string): Promise<Profile | null> {
    return manager.findOneBy(Profile, { userId });
  }

  /** Locked until the transaction ends: two events about one account apply one after the other. */
  lock(manager: EntityManager, userId: string): Promise<Profile | null> {
    return manager.findOne(Profile, { where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  async save(manager: EntityManager, profile: Omit<Profile, 'updatedAt'>): Promise<void> {
    await manager.save(Profile, profile);
  }

  /** False when the profile is not known yet. */
  async confirmEmail(manager: EntityManager, userId: string): Promise<boolean> {
    const { affected } = await manager.update(Profile, { userId }, { emailConfirmed: true });
    return Boolean(affected);
  }

  /** Sounds carry their uploader's name for text search. */
  async renameOnSounds(manager: EntityManager, userId: string, fullName: string): Promise<void> {
    await manager.query(`UPDATE catalogue.sounds SET owner_name = $2 WHERE owner_id = $1 AND owner_name <> $2`, [
      userId,
      fullName,
    ]);
  }
}
