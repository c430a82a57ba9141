import PeopleIcon from '@mui/icons-material/People';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load does not carry them.
const UserList = lazyScreen(
  () => import('./UserList'),
  (m) => m.UserList,
);
const UserShow = lazyScreen(
  () => import('./UserShow'),
  (m) => m.UserShow,
);

export const users = {
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
