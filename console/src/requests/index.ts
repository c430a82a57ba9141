import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load carries neither.
const RequestList = lazyScreen(
  () => import('./RequestList'),
  (m) => m.RequestList,
);
const RequestShow = lazyScreen(
  () => import('./RequestShow'),
  (m) => m.RequestShow,
);

export const distributionRequests = {
  list: RequestList,
  show: RequestShow,
  icon: PlaylistAddCheckIcon,
  recordRepresentation: 'sound.name',
};
