import { BooleanField, DataTable, DateField, SelectInput } from 'react-admin';

import { CustomerField } from './CustomerField';
import { PeriodField } from './PeriodField';
import { PlanField } from './PlanField';
import { ProviderLinkField } from './ProviderLinkField';
import { statusChoices, tierChoices } from './subscriptionChoices';
import { SubscriptionStatusChip } from './SubscriptionStatusChip';
import { ConsoleList } from '../layout/ConsoleList';
import { searchFilter } from '../layout/searchFilter';

const subscriptionFilters = [
  searchFilter('E-mail do cliente', 'Buscar pelo e-mail do cliente'),
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.subscriptions.filters.all_statuses"
    alwaysOn
  />,
  <SelectInput
    key="tier"
    source="tier"
    choices={tierChoices}
    emptyText="resources.subscriptions.filters.all_plans"
    alwaysOn
  />,
];

/** Issue 16 'Assinaturas': billing's copy of the provider's subscriptions, read-only, newest first. */
export function SubscriptionList() {
  return (
    <ConsoleList filters={subscriptionFilters} sort={{ field: 'created', order: 'DESC' }} exporter={false}>
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="email" disableSort>
          <CustomerField />
        </DataTable.Col>
        <DataTable.Col source="planTitle" disableSort>
          <PlanField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <SubscriptionStatusChip />
        </DataTable.Col>
        <DataTable.Col source="currentPeriodEnd" label="resources.subscriptions.fields.currentPeriod">
          <PeriodField />
        </DataTable.Col>
        <DataTable.Col source="cancelAtPeriodEnd" disableSort>
          <BooleanField source="cancelAtPeriodEnd" />
        </DataTable.Col>
        <DataTable.Col source="created">
          <DateField source="created" locales="pt-BR" />
        </DataTable.Col>
        <DataTable.Col source="providerUrl" disableSort>
          <ProviderLinkField />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
