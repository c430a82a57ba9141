import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONFIG, type Config } from '@sampleteca/config';
import { TransactionRunner } from '@sampleteca/database';
import { IdentityErrorCode, identityError, uniqueViolation } from '../identity-errors';
import { EmailTokensService } from '../email-tokens/email-tokens.service';
import { IdentitiesRepository } from '../identities/identities.repository';
import { Mailer } from '../mail/mailer';
import type { User } from '../users/user.entity';
import { UsersRepository } from '../users/users.repository';
import { Outbox } from '@sampleteca/messaging';
import { publishProfileUpdated } from './profile-updated.event';

const HOUR = 60 * 60 * 1000;

/**
 * A new e-mail address takes effect only once a link sent to it is followed, and the current
 * address hears of the request: a stolen session alone cannot move the account's recovery
 * address (and with it the account) somewhere else.
 */
@Injectable()
export class EmailChangesService {
  constructor(
    @Inject(CONFIG) private readonly config: Config,
    private readonly transactions: TransactionRunner,
    private readonly tokens: EmailTokensService,
    private readonly mailer: Mailer,
    private readonly users: UsersRepository,
    private readonly identities: IdentitiesRepository,
    private readonly outbox: Outbox,
  ) {}

  /** Inside the profile update's transaction: refuses a taken address, else mails both. */
  async request(manager: EntityManager, user: User, newEmail: string): Promise<void> {
    if (user.provider !== 'email') throw identityError(IdentityErrorCode.EmailReadOnly);
    const owner = await this.users.findByEmail(newEmail, manager);
    if (owner && owner.id !== user.id) throw identityError(IdentityErrorCode.EmailInUse);
    const ttl = this.config.SIGNUP_LINK_TTL_HOURS * HOUR;
    const token = await this.tokens.issue(manager, user.id, 'email_change', ttl, { email: newEmail });
    await this.mailer.sendLink(manager, { email: newEmail, fullName: user.fullName }, 'email_change', token);
    await this.mailer.sendEmailChangeNotice(manager, user, newEmail);
  }

  /** The address waiting for its link, if any. */
  async pending(userId: string): Promise<string | null> {
    return (await this.tokens.pending(userId, 'email_change'))?.data?.email ?? null;
  }

  /** Follows the link: false when it is unknown, used, expired, or the address was taken since. */
  async confirm(token: string): Promise<boolean> {
    try {
      return await this.transactions.run(async (manager) => {
        const spent = await this.tokens.spend(manager, token, 'email_change');
        const email = spent?.data?.email;
        if (!spent || !email) return false;
        const owner = await this.users.findByEmail(email, manager);
        if (owner && owner.id !== spent.userId) return false;
        const user = await this.users.lock(manager, spent.userId);
        if (!user) return false;
        user.email = email;
        // Following the link proves the new address.
        user.emailConfirmedAt ??= new Date();
        await this.users.save(manager, user);
        await this.identities.updateEmailIdentity(manager, user.id, email);
        await publishProfileUpdated(this.outbox, manager, user);
        return true;
      });
    } catch (error) {
      if (uniqueViolation(error) === 'users_email_unique') return false;
      throw error;
    }
  }
}
