import AlbumIcon from '@mui/icons-material/Album';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load carries neither.
const DrumKitList = lazyScreen(
  () => import('./DrumKitList'),
  (m) => m.DrumKitList,
);
const DrumKitEdit = lazyScreen(
  () => import('./DrumKitEdit'),
  (m) => m.DrumKitEdit,
);

export const drumKits = {
  list: DrumKitList,
  edit: DrumKitEdit,
  icon: AlbumIcon,
  recordRepresentation: 'name',
};
