import { BooleanField, NumberField, Show, SimpleShowLayout, TextField, TopToolbar, ListButton } from 'react-admin';

import { CustomerField } from './CustomerField';
import { PeriodField } from './PeriodField';
import { PlanField } from './PlanField';
import { ProviderLinkField } from './ProviderLinkField';
import { SubscriptionDates } from './SubscriptionDates';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';

/** Read-only: changes to a subscription are made by the subscriber or at the provider. */
function SubscriptionShowActions() {
  return (
    <TopToolbar>
      <ListButton />
    </TopToolbar>
  );
}

/** One subscription: customer, plan, status, period, the dates recorded and the provider's record. */
export function SubscriptionShow() {
  return (
    <Show actions={<SubscriptionShowActions />}>
      <SimpleShowLayout>
        <TextField source="id" />
        <CustomerField source="email" />
        <PlanField source="planTitle" />
        <TextField source="priceId" />
        <SubscriptionStatusChip source="status" />
        <PeriodField source="currentPeriod" />
        <BooleanField source="cancelAtPeriodEnd" />
        <NumberField source="quantity" />
        <ProviderLinkField source="providerUrl" />
        <SubscriptionDates source="history" />
      </SimpleShowLayout>
    </Show>
  );
}
