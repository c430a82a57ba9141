import { Edit, maxLength, required, SimpleForm, TextInput } from 'react-admin';

/** Only the name is sent: the server refuses any other field (and the list's counts are read-only). */
const nameOnly = (data: { name?: string }) => ({ name: data.name });

/**
 * Renaming, undoable for the notification's few seconds. A name another entry has answers 409
 * with the server's Portuguese message, which the notification shows.
 */
export function TaxonomyEdit({ maxNameLength }: { maxNameLength: number }) {
  return (
    <Edit mutationMode="undoable" transform={nameOnly} redirect="list">
      <SimpleForm>
        <TextInput source="name" validate={[required(), maxLength(maxNameLength)]} fullWidth />
      </SimpleForm>
    </Edit>
  );
}
