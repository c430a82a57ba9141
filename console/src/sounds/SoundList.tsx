import { Stack } from '@mui/material';
import { DataTable, DataTableClasses, DateField, SimpleList, useTranslate } from 'react-admin';

import { ConsoleList } from '../layout/ConsoleList';
import { useSmallScreen } from '../layout/useSmallScreen';
import { DetailsToggleButton } from './DetailsToggleButton';
import { musicalParts } from './soundChoices';
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
      secondaryText={(sound) => [sound.owner.name, sound.type, ...musicalParts(sound)].join(' · ')}
      tertiaryText={(sound) => translate(`resources.sounds.status.${sound.status}`)}
    />
  );
}

// react-admin's expand arrow answers the mouse only; DetailsToggleButton opens the same row for everyone.
const withoutMouseOnlyExpandColumn = {
  [`& .${DataTableClasses.expandHeader}, & .${DataTableClasses.expandIconCell}`]: { display: 'none' },
};

function SoundTable() {
  return (
    <DataTable bulkActionButtons={false} rowClick="edit" expand={<SoundDetails />} sx={withoutMouseOnlyExpandColumn}>
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
        <Stack direction="row" alignItems="center" gap={1}>
          <DetailsToggleButton />
          <VisibilityButton />
        </Stack>
      </DataTable.Col>
    </DataTable>
  );
}

/** Every sound, as the catalogue filters them, newest first or by downloads and likes; moderated in place. */
export function SoundList() {
  const small = useSmallScreen();
  return (
    <ConsoleList filters={soundFilters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {small ? <SoundLines /> : <SoundTable />}
    </ConsoleList>
  );
}
