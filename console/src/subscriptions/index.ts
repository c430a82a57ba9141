import CardMembershipIcon from '@mui/icons-material/CardMembership';

import { lazyScreen } from '../lazyImport';

// Each screen is fetched when first opened: the console's first load carries none.
export const subscriptions = {
  list: lazyScreen(() => import('./SubscriptionList'), 'SubscriptionList'),
  show: lazyScreen(() => import('./SubscriptionShow'), 'SubscriptionShow'),
  icon: CardMembershipIcon,
  recordRepresentation: 'email',
};
