import type { components } from '@sampleteca/clients-shared/api';

/** A sound as /api/admin/sounds answers it (the catalogue's card). */
export type AdminSound = components['schemas']['SoundResponse'];
