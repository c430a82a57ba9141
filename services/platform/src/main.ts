/** The platform process: the services in SERVICES with the roles in ROLES, on one port. */
import { runStandalone } from '@sampleteca/runtime';
import { startDemoCatalogue } from './demo/demo-catalogue';
import { ALL_SERVICES } from './services';

void runStandalone(ALL_SERVICES).then((platform) => platform && startDemoCatalogue(platform));
