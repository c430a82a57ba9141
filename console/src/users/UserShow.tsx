import {
  BooleanField,
  DataTable,
  DateField,
  EmailField,
  ReferenceManyField,
  Show,
  TabbedShowLayout,
  TextField,
  TopToolbar,
  UrlField,
} from 'react-admin';

import { ConsolePagination } from '../layout/ConsolePagination';
import { CatalogueSummary } from './CatalogueSummary';
import { ProducerPageLink } from './ProducerPageLink';
import { RoleButton } from './RoleButton';
import { UserSubscription } from './UserSubscription';

function UserShowActions() {
  return (
    <TopToolbar>
      <ProducerPageLink />
      <RoleButton />
    </TopToolbar>
  );
}

/** One account: its profile, its sounds and numbers in the catalogue, its plan; the admin role. */
export function UserShow() {
  return (
    <Show actions={<UserShowActions />}>
      <TabbedShowLayout>
        <TabbedShowLayout.Tab label="resources.users.tabs.profile">
          <TextField source="fullName" />
          <EmailField source="email" />
          <TextField source="producer" emptyText="—" />
          <TextField source="phone" emptyText="—" />
          <UrlField source="instagramUrl" emptyText="—" />
          <UrlField source="youtubeUrl" emptyText="—" />
          <UrlField source="tiktokUrl" emptyText="—" />
          <UrlField source="facebookUrl" emptyText="—" />
          <TextField source="provider" />
          <BooleanField source="emailConfirmed" />
          <BooleanField source="isAdmin" />
          <DateField source="createdAt" locales="pt-BR" showTime />
          <CatalogueSummary />
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.users.tabs.sounds" path="sounds">
          <ReferenceManyField
            reference="sounds"
            target="owner"
            perPage={20}
            sort={{ field: 'createdAt', order: 'DESC' }}
            pagination={<ConsolePagination />}
          >
            <DataTable bulkActionButtons={false} rowClick="edit">
              <DataTable.Col source="name" label="resources.sounds.fields.name" />
              <DataTable.Col source="type" label="resources.sounds.fields.type" />
              <DataTable.Col source="status" label="resources.sounds.fields.status" />
              <DataTable.NumberCol source="likes" label="resources.sounds.fields.likes" />
              <DataTable.NumberCol source="downloads" label="resources.sounds.fields.downloads" />
              <DataTable.Col source="createdAt" label="resources.sounds.fields.createdAt">
                <DateField source="createdAt" locales="pt-BR" />
              </DataTable.Col>
            </DataTable>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>
        <TabbedShowLayout.Tab label="resources.users.tabs.subscription" path="subscription">
          <UserSubscription />
        </TabbedShowLayout.Tab>
      </TabbedShowLayout>
    </Show>
  );
}
