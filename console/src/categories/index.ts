import CategoryIcon from '@mui/icons-material/Category';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load carries neither.
const CategoryList = lazyScreen(
  () => import('./CategoryList'),
  (m) => m.CategoryList,
);
const CategoryEdit = lazyScreen(
  () => import('./CategoryEdit'),
  (m) => m.CategoryEdit,
);

export const categories = {
  list: CategoryList,
  edit: CategoryEdit,
  icon: CategoryIcon,
  recordRepresentation: 'name',
};
