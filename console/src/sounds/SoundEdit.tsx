import {
  AutocompleteInput,
  DeleteButton,
  Edit,
  maxValue,
  minValue,
  NumberInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
} from 'react-admin';

import { SoundDetails } from './SoundDetails';
import {
  bpmChoices,
  familyChoices,
  keyChoices,
  NO_BPM_TEXT,
  NO_FAMILY_TEXT,
  NO_KEY_TEXT,
  NO_SHAPE_TEXT,
  shapeChoices,
  typeChoices,
} from './soundChoices';
import type { AdminSound } from './types';
import { VisibilityButton } from './VisibilityButton';

/**
 * Only what the form edits goes to the server (it refuses fields it does not know). An exact
 * tempo brings its own range (the server derives it), so the range goes only without one.
 */
const editedFields = (record: AdminSound, options?: { previousData?: AdminSound }) => ({
  name: record.name,
  description: record.description,
  type: record.type,
  key: record.key,
  ...(record.tempo ? { tempo: record.tempo } : { bpm: record.bpm, tempo: null }),
  categoryId: record.category?.id,
  // The tags go only when changed (#44): sent, they become the producer's word, which no
  // re-analysis replaces; an edit of the name must not freeze the analysis' reading.
  ...changed(record, options?.previousData, 'instrumentFamily'),
  ...changed(record, options?.previousData, 'shape'),
});

function changed<K extends 'instrumentFamily' | 'shape'>(record: AdminSound, before: AdminSound | undefined, name: K) {
  const value = record[name] ?? null;
  return before && value === (before[name] ?? null) ? {} : { [name]: value };
}

function SoundEditToolbar() {
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <VisibilityButton />
      <DeleteButton mutationMode="pessimistic" />
    </Toolbar>
  );
}

/** A sound's details as the upload wizard asks them; saved on the server before the notice says so. */
export function SoundEdit() {
  return (
    <Edit transform={editedFields} mutationMode="pessimistic">
      <SimpleForm toolbar={<SoundEditToolbar />}>
        <SoundDetails />
        <TextInput source="name" validate={required()} fullWidth />
        <TextInput source="description" validate={required()} multiline fullWidth />
        <SelectInput source="type" choices={typeChoices} validate={required()} />
        {/* A drum or a noise has no key, a one-shot no tempo (#43): the empty choice is null. */}
        <SelectInput source="key" choices={keyChoices} emptyText={NO_KEY_TEXT} />
        <SelectInput source="bpm" choices={bpmChoices} emptyText={NO_BPM_TEXT} />
        <SelectInput
          source="instrumentFamily"
          choices={familyChoices}
          emptyText={NO_FAMILY_TEXT}
          helperText="A escolha fica: nenhuma nova análise a troca."
        />
        <SelectInput source="shape" choices={shapeChoices} emptyText={NO_SHAPE_TEXT} />
        <NumberInput
          source="tempo"
          validate={[
            minValue(40, 'O andamento deve estar entre 40 e 300 BPM.'),
            maxValue(300, 'O andamento deve estar entre 40 e 300 BPM.'),
          ]}
          helperText="Opcional; com ele, a faixa de BPM segue o andamento."
        />
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
