import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { JobsModule } from '@sampleteca/jobs';
import { MessagingModule } from '@sampleteca/messaging';
import { dailyStatsController, operationsControllers, serviceHealthController } from '@sampleteca/runtime';
import { AccountDeletionService } from './accounts/account-deletion.service';
import { AccountsController } from './accounts/accounts.controller';
import { AccountRegistrationService } from './accounts/account-registration.service';
import { AccountsService } from './accounts/accounts.service';
import { AdminRoleService } from './admin/admin-role.service';
import { AdminUsersController } from './admin/admin-users.controller';
import { IdentityStatsRepository } from './admin/identity-stats.repository';
import { AuthController } from './auth/auth.controller';
import { LoginService } from './auth/login.service';
import { SignInGateService } from './auth/sign-in-gate.service';
import { EmailTokensRepository } from './email-tokens/email-tokens.repository';
import { EmailTokensService } from './email-tokens/email-tokens.service';
import { FactorsController } from './factors/factors.controller';
import { FactorsRepository } from './factors/factors.repository';
import { FactorsService } from './factors/factors.service';
import { identityDatabase } from './identity.database';
import { JwksController } from './keys/jwks.controller';
import { SigningKeyProvider } from './keys/signing-key.provider';
import { DemoAccountsService } from './demo/demo-accounts.service';
import { DevMailboxController } from './mail/dev-mailbox.controller';
import { MailStandInServer } from './mail/mail-standin.server';
import { MailProcessor } from './mail/mail.processor';
import { MailTransportClient } from './mail/mail-transport.client';
import { OAuthAccountsService } from './oauth/oauth-accounts.service';
import { OAuthLinksStore } from './oauth/oauth-links.store';
import { OAuthStrategiesRegistry } from './oauth/oauth-strategies.registry';
import { OAuthController } from './oauth/oauth.controller';
import { MailQueue } from './mail/mail.queue';
import { Mailer } from './mail/mailer';
import { NewsDigestHandler } from './mail/news-digest.handler';
import { OutgoingMailRepository } from './mail/outgoing-mail.repository';
import { ProfilesController } from './profiles/profiles.controller';
import { EmailChangesService } from './profiles/email-changes.service';
import { ProfilesService } from './profiles/profiles.service';
import { RateLimitsService } from './rate-limits/rate-limits.service';
import { RevocationReplayService } from './sessions/revocation-replay.service';
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
    const workers = config.ROLES.includes('worker') ? [MailTransportClient, MailProcessor] : [];
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
        NewsDigestHandler,
      ],
      providers: [
        SigningKeyProvider,
        TokenSigner,
        UsersService,
        UsersRepository,
        AccountDeletionService,
        IdentitiesRepository,
        SessionsService,
        SessionsRepository,
        RevocationReplayService,
        EmailTokensService,
        EmailTokensRepository,
        FactorsRepository,
        AccountRegistrationService,
        AdminRoleService,
        IdentityStatsRepository,
        Mailer,
        OutgoingMailRepository,
        RateLimitsService,
        MailStandInServer,
        AccountsService,
        LoginService,
        SignInGateService,
        FactorsService,
        ProfilesService,
        EmailChangesService,
        OAuthStrategiesRegistry,
        OAuthAccountsService,
        OAuthLinksStore,
        DemoAccountsService,
        ...workers,
      ],
      exports: [SigningKeyProvider],
    };
  }
}
