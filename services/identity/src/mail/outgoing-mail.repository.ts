import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type EntityManager, type Repository } from 'typeorm';
import { OutgoingMail } from './outgoing-mail.entity';
import type { SendMail } from './mail.queue';

/** identity.outgoing_mail: mail waiting to be sent (or given up on). */
@Injectable()
export class OutgoingMailRepository {
  constructor(@InjectRepository(OutgoingMail, 'identity') private readonly rows: Repository<OutgoingMail>) {}

  async record(manager: EntityManager, id: string, message: SendMail): Promise<void> {
    await manager.insert(OutgoingMail, { id, message, failedAt: null });
  }

  find(id: string): Promise<OutgoingMail | null> {
    return this.rows.findOneBy({ id });
  }

  async sent(id: string): Promise<void> {
    await this.rows.delete({ id });
  }

  async gaveUp(id: string): Promise<void> {
    await this.rows.update({ id }, { failedAt: new Date() });
  }

  /** Mail waiting since before `before`, oldest first: its job may be gone with Redis. */
  waitingSince(before: Date, take: number): Promise<OutgoingMail[]> {
    return this.rows.find({
      where: { failedAt: IsNull(), createdAt: LessThan(before) },
      order: { createdAt: 'ASC' },
      take,
    });
  }
}
