import { createChunkLoader } from '@sampleteca/clients-shared/chunks';

/** The portal's chunk loader (clients/shared): reloads land where the navigation was heading. */
export const { importOrReload, setNavigationTarget } = createChunkLoader('sampleteca:chunk-reload');
