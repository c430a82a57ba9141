import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const distributionRequests = {
  list: lazyScreen(() => import('./RequestList'), 'RequestList'),
  show: lazyScreen(() => import('./RequestShow'), 'RequestShow'),
  icon: PlaylistAddCheckIcon,
  recordRepresentation: 'sound.name',
};
