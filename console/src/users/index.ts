import PeopleIcon from '@mui/icons-material/People';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const users = {
  list: lazyScreen(() => import('./UserList'), 'UserList'),
  show: lazyScreen(() => import('./UserShow'), 'UserShow'),
  icon: PeopleIcon,
  recordRepresentation: 'fullName',
};
