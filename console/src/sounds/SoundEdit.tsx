import {
  AutocompleteInput,
  DeleteButton,
  Edit,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';

import { SoundDetails } from './SoundDetails';
import { bpmChoices, keyChoices, typeChoices } from './soundChoices';
import type { AdminSound } from './types';
import { VisibilityButton } from './VisibilityButton';

/** Only what the form edits goes to the server (it refuses fields it does not know). */
const editedFields = (record: AdminSound) => ({
  name: record.name,
  description: record.description,
  type: record.type,
  key: record.key,
  bpm: record.bpm,
  categoryId: record.category?.id,
});

function SoundEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <VisibilityButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** A sound's details as the upload wizard asks them; the save is undoable for a few seconds. */
export function SoundEdit() {
  return (
    <Edit transform={editedFields} mutationMode="undoable">
      <SimpleForm toolbar={<SoundEditToolbar />}>
        <SoundDetails />
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="description" validate={required()} multiline fullWidth />
        <SelectInput source="type" choices={typeChoices} validate={required()} />
        <SelectInput source="key" choices={keyChoices} validate={required()} />
        <SelectInput source="bpm" choices={bpmChoices} validate={required()} />
        <ReferenceInput source="category.id" reference="categories">
          <AutocompleteInput
            label="resources.sounds.fields.categoryId"
            filterToQuery={(q: string) => ({ q })}
            validate={required()}
          />
        </ReferenceInput>
      </SimpleForm>
    </Edit>
  );
}
