import { BooleanField, DataTable, ReferenceManyField, useTranslate } from 'react-admin';

import { PeriodField } from '../subscriptions/PeriodField';
import { PlanField } from '../subscriptions/PlanField';
import { SubscriptionStatusChip } from '../subscriptions/SubscriptionStatusChip';

/** The account's subscriptions as billing holds them (its own admin route), newest first. */
export function UserSubscription() {
  const translate = useTranslate();
  return (
    <ReferenceManyField
      reference="subscriptions"
      target="userId"
      perPage={5}
      sort={{ field: 'created', order: 'DESC' }}
      empty={<p>{translate('resources.users.subscription.none')}</p>}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="tier" label="resources.subscriptions.fields.planTitle" disableSort>
          <PlanField />
        </DataTable.Col>
        <DataTable.Col source="status" label="resources.subscriptions.fields.status" disableSort>
          <SubscriptionStatusChip source="status" />
        </DataTable.Col>
        <DataTable.Col source="currentPeriodEnd" label="resources.subscriptions.fields.currentPeriodEnd" disableSort>
          <PeriodField />
        </DataTable.Col>
        <DataTable.Col source="cancelAtPeriodEnd" label="resources.subscriptions.fields.cancelAtPeriodEnd" disableSort>
          <BooleanField source="cancelAtPeriodEnd" />
        </DataTable.Col>
      </DataTable>
    </ReferenceManyField>
  );
}
