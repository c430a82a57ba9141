/** Runs the identity service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { identityService } from './identity.definition';

void runStandalone([identityService], { SERVICES: 'identity' });
