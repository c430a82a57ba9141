import type { ServiceDatabase } from '@sampleteca/database';
import { EmailToken } from './email-tokens/email-token.entity';
import { Factor, FactorChallenge } from './factors/factor.entity';
import { Identity } from './identities/identity.entity';
import { InitIdentity1763740800000 as InitIdentity } from './migrations/1763740800000-init';
import { Accounts1763740900000 } from './migrations/1763740900000-accounts';
import { LegalDetailsBackfill1764979200000 } from './migrations/1764979200000-legal-details-backfill';
import { EmailTokenData1795392000000 } from './migrations/1795392000000-email-token-data';
import { OutgoingMail1795737600000 } from './migrations/1795737600000-outgoing-mail';
import { DeletedAccounts1795920000000 } from './migrations/1795920000000-deleted-accounts';
import { OutgoingMail } from './mail/outgoing-mail.entity';
import { RefreshToken, Session } from './sessions/session.entity';
import { User } from './users/user.entity';

/** The identity schema: its entities and migrations, in the order they apply. */
export const identityDatabase: ServiceDatabase = {
  name: 'identity',
  entities: [User, Identity, Session, RefreshToken, EmailToken, Factor, FactorChallenge, OutgoingMail],
  migrations: [
    InitIdentity,
    Accounts1763740900000,
    LegalDetailsBackfill1764979200000,
    EmailTokenData1795392000000,
    OutgoingMail1795737600000,
    DeletedAccounts1795920000000,
  ],
};
