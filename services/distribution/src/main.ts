/** Runs the distribution service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { distributionService } from './distribution.service';

void runStandalone([distributionService], { SERVICES: 'distribution' });
