import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';

import { searchFilter } from '../layout/searchFilter';
import { bpmChoices, keyChoices, processingChoices, statusChoices, typeChoices } from './soundChoices';

const byName = (q: string) => ({ q });

/** The catalogue's filters, plus who uploaded, visibility and where processing stands. */
export const soundFilters = [
  searchFilter('Nome, produtor, categoria…', 'Buscar sons'),
  <SelectInput key="type" source="type" choices={typeChoices} alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="processing" source="processing" choices={processingChoices} alwaysOn />,
  <SelectInput key="key" source="key" choices={keyChoices} />,
  <SelectInput key="bpm" source="bpm" choices={bpmChoices} />,
  <ReferenceInput key="category" source="category" reference="categories">
    <AutocompleteInput label="resources.sounds.fields.categoryId" filterToQuery={byName} />
  </ReferenceInput>,
  <ReferenceInput key="drumKit" source="drumKit" reference="drum-kits">
    <AutocompleteInput label="resources.sounds.fields.drumKit.name" filterToQuery={byName} />
  </ReferenceInput>,
  <ReferenceInput key="owner" source="owner" reference="users">
    <AutocompleteInput label="resources.sounds.fields.owner.name" filterToQuery={byName} />
  </ReferenceInput>,
];
