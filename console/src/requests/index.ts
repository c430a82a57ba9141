import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';

import { RequestList } from './RequestList';
import { RequestShow } from './RequestShow';

export const distributionRequests = {
  list: RequestList,
  show: RequestShow,
  icon: PlaylistAddCheckIcon,
  recordRepresentation: 'sound.name',
};
