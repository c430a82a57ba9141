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

  /**
   * Sends a mail while holding its row and deletes the row in the same transaction once `send`
   * succeeded. Undefined when the mail is gone (sent) or another worker holds it: a sweep's copy
   * of a job whose first run is still sending (after Redis lost the job) must not send it twice.
   */
  sendHeld<T>(id: string, send: (mail: OutgoingMail) => Promise<T>): Promise<T | undefined> {
    return this.rows.manager.transaction(async (manager) => {
      const mail = await manager.findOne(OutgoingMail, {
        where: { id },
        lock: { mode: 'pessimistic_write', onLocked: 'skip_locked' },
      });
      if (!mail) return undefined;
      const result = await send(mail);
      await manager.delete(OutgoingMail, { id });
      return result;
    });
  }

  /** Mail not sent yet to a deleted account's address: it is no one's to receive. */
  async forgetMailTo(manager: EntityManager, email: string): Promise<void> {
    await manager.query(`DELETE FROM identity.outgoing_mail WHERE lower(message->>'to') = lower($1)`, [email]);
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
