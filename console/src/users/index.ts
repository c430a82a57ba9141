import PeopleIcon from '@mui/icons-material/People';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load does not carry it.
const UserList = lazyScreen(
  () => import('./UserList'),
  (m) => m.UserList,
);

export const users = {
  list: UserList,
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
