import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { dailyStatsController, operationsControllers, serviceHealthController } from '@sampleteca/runtime';
import { AccountsController } from './accounts/accounts.controller';
import { AccountRegistration } from './accounts/account-registration';
import { AccountsService } from './accounts/accounts.service';
import { AdminRole } from './admin/admin-role';
import { AdminUsersController } from './admin/admin-users.controller';
import { IdentityStatsRepository } from './admin/identity-stats.repository';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInGate } from './auth/sign-in-gate';
import { EmailTokensRepository } from './email-tokens/email-tokens.repository';
import { EmailTokensService } from './email-tokens/email-tokens.service';
import { FactorsController } from './factors/factors.controller';
import { FactorsRepository } from './factors/factors.repository';
import { FactorsService } from './factors/factors.service';
import { identityDatabase } from './identity.database';
import { JwksController } from './keys/jwks.controller';
import { SigningKeyProvider } from './keys/signing-key.provider';
import { DemoAccounts } from './demo/demo-accounts';
import { DevMailboxController } from './mail/dev-mailbox.controller';
import { MailStandIn } from './mail/mail-standin';
import { MailProcessor } from './mail/mail.processor';
import { MailTransport } from './mail/mail-transport';
import { OAuthAccountsService } from './oauth/oauth-accounts.service';
import { OAuthLinks } from './oauth/oauth-links';
import { OAuthStrategies } from './oauth/oauth-strategies';
import { OAuthController } from './oauth/oauth.controller';
import { MailQueue } from './mail/mail.queue';
import { Mailer } from './mail/mailer';
import { OutgoingMailRepository } from './mail/outgoing-mail.repository';
import { ProfilesController } from './profiles/profiles.controller';
import { EmailChanges } from './profiles/email-changes';
import { ProfilesService } from './profiles/profiles.service';
import { RateLimitsService } from './rate-limits/rate-limits.service';
import { RevocationReplay } from './sessions/revocation-replay';
import { SessionsRepository } from './sessions/sessions.repository';
import { SessionsService } from './sessions/sessions.service';
import { TokenSigner } from './sessions/token-signer';
import { UsersRepository } from './users/users.repository';
import { IdentitiesRepository } from './identities/identities.repository';
import { UsersService } from './users/users.service';

/** Identity: accounts, sessions, OAuth, MFA, profiles and user search. */
@Module({})
export class IdentityModule {
  static forRoot(config: Config): DynamicModule {
    const workers = config.ROLES.includes('worker') ? [MailTransport, MailProcessor] : [];
    return {
      module: IdentityModule,
      imports: [
        DatabaseModule.forService(identityDatabase),
        MessagingModule.forService('identity'),
        JobsModule.forQueues(MailQueue),
      ],
      controllers: [
        serviceHealthController('identity'),
        ...operationsControllers('identity', [MailQueue]),
        JwksController,
        AccountsController,
        AuthController,
        FactorsController,
        ProfilesController,
        AdminUsersController,
        dailyStatsController('identity', IdentityStatsRepository),
        DevMailboxController,
        OAuthController,
      ],
      providers: [
        SigningKeyProvider,
        TokenSigner,
        UsersService,
        UsersRepository,
        IdentitiesRepository,
        SessionsService,
        SessionsRepository,
        RevocationReplay,
        EmailTokensService,
        EmailTokensRepository,
        FactorsRepository,
        AccountRegistration,
        AdminRole,
        IdentityStatsRepository,
        Mailer,
        OutgoingMailRepository,
        RateLimitsService,
        MailStandIn,
        AccountsService,
        LoginService,
        SignInGate,
        FactorsService,
        ProfilesService,
        EmailChanges,
        OAuthStrategies,
        OAuthAccountsService,
        OAuthLinks,
        DemoAccounts,
        ...workers,
      ],
      exports: [SigningKeyProvider],
    };
  }
}
