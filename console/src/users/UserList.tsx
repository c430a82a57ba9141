import { BooleanField, DataTable, DateField, EmailField, TextField } from 'react-admin';
import { ConsoleList } from '../layout/ConsoleList';
import { searchFilter } from '../layout/searchFilter';

const filters = [searchFilter('Nome ou e-mail', 'Buscar por nome ou e-mail')];

/** Administrators find accounts by name or e-mail, 20 per page (issue 3). */
export function UserList() {
  return (
    <ConsoleList filters={filters} sort={{ field: 'fullName', order: 'ASC' }}>
      <DataTable bulkActionButtons={false} rowClick="show">
        <DataTable.Col source="fullName" />
        <DataTable.Col source="email">
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col source="producer" disableSort>
          <TextField source="producer" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="provider" disableSort />
        <DataTable.Col source="emailConfirmed" disableSort>
          <BooleanField source="emailConfirmed" />
        </DataTable.Col>
        <DataTable.Col source="isAdmin" disableSort>
          <BooleanField source="isAdmin" />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales="pt-BR" />
        </DataTable.Col>
      </DataTable>
    </ConsoleList>
  );
}
