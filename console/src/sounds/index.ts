import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const sounds = {
  list: lazyScreen(() => import('./SoundList'), 'SoundList'),
  edit: lazyScreen(() => import('./SoundEdit'), 'SoundEdit'),
  icon: LibraryMusicIcon,
  recordRepresentation: 'name',
};
