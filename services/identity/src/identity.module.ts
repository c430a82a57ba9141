import { Module, type DynamicModule } from '@nestjs/common';
import type { Config } from '@sampleteca/config';
import { DatabaseModule } from '@sampleteca/database';
import { MessagingModule } from '@sampleteca/messaging';
import { serviceHealthController } from '@sampleteca/runtime';
import { JwksController } from './keys/jwks.controller';
import { SigningKeyProvider } from './keys/signing-key.provider';
import { identityDatabase } from './identity.database';

/** Identidade: contas, sessões, OAuth, MFA, perfis e busca de usuários. */
@Module({})
export class IdentityModule {
  static forRoot(_config: Config): DynamicModule {
    return {
      module: IdentityModule,
      imports: [DatabaseModule.forService(identityDatabase), MessagingModule.forService('identity')],
      controllers: [serviceHealthController('identity'), JwksController],
      providers: [SigningKeyProvider],
      exports: [SigningKeyProvider],
    };
  }
}
