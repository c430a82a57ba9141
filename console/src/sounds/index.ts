import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load does not carry them.
const SoundList = lazyScreen(
  () => import('./SoundList'),
  (m) => m.SoundList,
);
const SoundEdit = lazyScreen(
  () => import('./SoundEdit'),
  (m) => m.SoundEdit,
);

export const sounds = {
  list: SoundList,
  edit: SoundEdit,
  icon: LibraryMusicIcon,
  recordRepresentation: 'name',
};
