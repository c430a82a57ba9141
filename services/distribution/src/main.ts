/** Runs the distribution service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { distributionService } from './distribution.definition';

void runStandalone([distributionService], { SERVICES: 'distribution' });
