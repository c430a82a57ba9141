import type { ServiceDefinition } from '@sampleteca/runtime';
import { identityDatabase } from './identity.database';
import { IdentityModule } from './identity.module';

export const identityService: ServiceDefinition = {
  name: 'identity',
  title: 'Identidade',
  database: identityDatabase,
  module: IdentityModule,
};
