import AlbumIcon from '@mui/icons-material/Album';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const drumKits = {
  list: lazyScreen(() => import('./DrumKitList'), 'DrumKitList'),
  edit: lazyScreen(() => import('./DrumKitEdit'), 'DrumKitEdit'),
  icon: AlbumIcon,
  recordRepresentation: 'name',
};
