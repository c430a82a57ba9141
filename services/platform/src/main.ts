/** The platform: the services in SERVICES with the roles in ROLES, on one port, in PLATFORM_PROCESSES processes. */
import { runOnEveryCore } from '@sampleteca/runtime';
import { startDemoCatalogue } from './demo/demo-catalogue';
import { ALL_SERVICES } from './services';

void runOnEveryCore(ALL_SERVICES, startDemoCatalogue);
