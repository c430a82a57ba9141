import CardMembershipIcon from '@mui/icons-material/CardMembership';

import { lazyScreen } from '../lazyImport';

// Fetched when first opened: the console's first load carries neither.
const SubscriptionList = lazyScreen(
  () => import('./SubscriptionList'),
  (m) => m.SubscriptionList,
);
const SubscriptionShow = lazyScreen(
  () => import('./SubscriptionShow'),
  (m) => m.SubscriptionShow,
);

export const subscriptions = {
  list: SubscriptionList,
  show: SubscriptionShow,
  icon: CardMembershipIcon,
  recordRepresentation: 'email',
};
