/** Runs the billing service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { billingService } from './billing.definition';

void runStandalone([billingService], { SERVICES: 'billing' });
