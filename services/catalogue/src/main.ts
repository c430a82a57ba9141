/** Runs the catalogue service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { catalogueService } from './catalogue.definition';

void runStandalone([catalogueService], { SERVICES: 'catalogue' });
