import { DataTable, DateField, List, SimpleList, useTranslate } from 'react-admin';

import { ConsolePagination } from '../layout/ConsolePagination';
import { useSmallScreen } from '../layout/useSmallScreen';
import { SoundDetails } from './SoundDetails';
import { SoundNameLink } from './SoundNameLink';
import { SoundStateField } from './SoundStateField';
import { soundFilters } from './soundFilters';
import type { AdminSound } from './types';
import { VisibilityButton } from './VisibilityButton';

/** On a phone, a line per sound (the table would scroll sideways); its page holds the actions. */
function SoundLines() {
  const translate = useTranslate();
  return (
    <SimpleList<AdminSound>
      linkType="edit"
      primaryText={(sound) => sound.name}
      secondaryText={(sound) => `${sound.owner.name} · ${sound.type} · ${sound.key} · ${sound.bpm}`}
      tertiaryText={(sound) => translate(`resources.sounds.status.${sound.status}`)}
    />
  );
}

function SoundTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick="edit" expand={<SoundDetails />}>
      <DataTable.Col source="name" disableSort>
        <SoundNameLink />
      </DataTable.Col>
      <DataTable.Col source="owner.name" disableSort />
      <DataTable.Col source="type" disableSort />
      <DataTable.Col source="state" disableSort>
        <SoundStateField />
      </DataTable.Col>
      <DataTable.NumberCol source="likes" />
      <DataTable.NumberCol source="downloads" />
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" locales="pt-BR" />
      </DataTable.Col>
      {/* Editing and deleting are on the sound's page (its name, or the row, leads there). */}
      <DataTable.Col label="resources.sounds.fields.actions" disableSort>
        <VisibilityButton />
      </DataTable.Col>
    </DataTable>
  );
}

/** Every sound, as the catalogue filters them, newest first or by downloads and likes; moderated in place. */
export function SoundList() {
  const small = useSmallScreen();
  return (
    <List
      filters={soundFilters}
      perPage={20}
      pagination={<ConsolePagination />}
      sort={{ field: 'createdAt', order: 'DESC' }}
    >
      {small ? <SoundLines /> : <SoundTable />}
    </List>
  );
}
