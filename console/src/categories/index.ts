import CategoryIcon from '@mui/icons-material/Category';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const categories = {
  list: lazyScreen(() => import('./CategoryList'), 'CategoryList'),
  edit: lazyScreen(() => import('./CategoryEdit'), 'CategoryEdit'),
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
