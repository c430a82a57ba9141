import { Edit, maxLength, required, SaveButton, SimpleForm, TextInput, Toolbar } from 'react-admin';

import { DuplicatesPanel } from './DuplicatesPanel';

/** Only the name is sent: the server refuses any other field (and the list's counts are read-only). */
const nameOnly = (data: { name?: string }) => ({ name: data.name });

/** Save only: an entry goes by merging it into another, so its sounds are never left without one. */
function RenameToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

/**
 * Renaming, saved on the server before the notice says so. A name another entry has answers 409
 * with the server's Portuguese message, which the notification shows. Likely duplicates are
 * offered for merging below the name.
 */
export function TaxonomyEdit({ maxNameLength }: { maxNameLength: number }) {
  return (
    <Edit mutationMode="pessimistic" transform={nameOnly} redirect="list">
      <SimpleForm toolbar={<RenameToolbar />}>
        <TextInput source="name" validate={[required(), maxLength(maxNameLength)]} fullWidth />
        <DuplicatesPanel />
      </SimpleForm>
    </Edit>
  );
}
