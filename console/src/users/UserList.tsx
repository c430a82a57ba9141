import { BooleanField, DataTable, DateField, EmailField, List, SearchInput, TextField } from 'react-admin';
import { ConsolePagination } from '../layout/ConsolePagination';

const filters = [
  // The name goes on the input itself (an aria-label on SearchInput lands on MUI's wrapper).
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Nome ou e-mail"
    slotProps={{ htmlInput: { 'aria-label': 'Buscar por nome ou e-mail' } }}
  />,
];

/** Administrators find accounts by name or e-mail, 20 per page (issue 3). */
export function UserList() {
  return (
    <List filters={filters} perPage={20} pagination={<ConsolePagination />} sort={{ field: 'fullName', order: 'ASC' }}>
      <DataTable bulkActionButtons={false}>
        <DataTable.Col source="fullName" label="sampleteca.users.full_name" />
        <DataTable.Col source="email" label="sampleteca.users.email">
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col source="producer" label="sampleteca.users.producer" disableSort>
          <TextField source="producer" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="provider" label="sampleteca.users.provider" disableSort />
        <DataTable.Col source="emailConfirmed" label="sampleteca.users.confirmed" disableSort>
          <BooleanField source="emailConfirmed" />
        </DataTable.Col>
        <DataTable.Col source="isAdmin" label="sampleteca.users.admin" disableSort>
          <BooleanField source="isAdmin" />
        </DataTable.Col>
        <DataTable.Col source="createdAt" label="sampleteca.users.created_at">
          <DateField source="createdAt" locales="pt-BR" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
