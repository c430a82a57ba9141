import { DataTable, SelectField, SelectInput, TextField, TextInput } from 'react-admin';

import { DecisionButton } from './DecisionButton';
import { ProducerField } from './ProducerField';
import { kindChoices, statusChoices } from './requestChoices';
import { RequestDateField } from './RequestDateField';
import { RequestStatusChip } from './RequestStatusChip';
import { ShowRequestButton } from './ShowRequestButton';
import { SoundCoverField } from './SoundCoverField';
import { ConsoleList } from '../layout/ConsoleList';

const requestFilters = [
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    emptyText="resources.distribution-requests.filters.all_statuses"
    alwaysOn
  />,
  <TextInput key="q" source="q" label="resources.distribution-requests.filters.q" alwaysOn />,
];

/** Spec 02 §2 'Requests screen': the pending requests first, newest on top, decided from the row or the page. */
export function RequestList() {
  return (
    <ConsoleList
      filters={requestFilters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="sound.imageUrl" disableSort>
          <SoundCoverField decorative />
        </DataTable.Col>
        <DataTable.Col source="sound.name" disableSort />
        <DataTable.Col source="sound.artistName" disableSort>
          <TextField source="sound.artistName" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="producer.name" disableSort>
          <ProducerField />
        </DataTable.Col>
        <DataTable.Col source="kind" disableSort>
          <SelectField source="kind" choices={kindChoices} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <RequestDateField />
        </DataTable.Col>
        <DataTable.Col source="status" disableSort>
          <RequestStatusChip />
        </DataTable.Col>
        <DataTable.Col label="resources.distribution-requests.fields.actions">
          <DecisionButton decision="approved" />
          <DecisionButton decision="cancelled" />
          <ShowRequestButton />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
