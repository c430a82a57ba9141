/** Runs the media service alone (its api and worker roles unless ROLES says otherwise). */
import { runStandalone } from '@sampleteca/runtime';
import { mediaService } from './media.definition';

void runStandalone([mediaService], { SERVICES: 'media' });
