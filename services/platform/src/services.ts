import { billingService } from '@sampleteca/billing';
import { catalogueService } from '@sampleteca/catalogue';
import { distributionService } from '@sampleteca/distribution';
import { identityService } from '@sampleteca/identity';
import { mediaService } from '@sampleteca/media';
import type { ServiceDefinition } from '@sampleteca/runtime';

/** Every service the platform can run; SERVICES picks which ones a process runs. */
export const ALL_SERVICES: ServiceDefinition[] = [
  identityService,
  catalogueService,
  mediaService,
  billingService,
  distributionService,
];
