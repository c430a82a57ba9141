import { DataTable, EditButton, List, NumberField, TextField } from 'react-admin';

import { ConsolePagination } from '../layout/ConsolePagination';
import { useSmallScreen } from '../layout/useSmallScreen';
import { MergeButton } from '../merge/MergeButton';
import { TaxonomyLines } from '../merge/TaxonomyLines';
import { SimilarField } from '../merge/SimilarField';
import { taxonomyFilters } from '../merge/taxonomyFilters';

/**
 * Drum kits by name with their producer and sounds. Duplicates are flagged within one producer,
 * and only one producer's kits can be merged (the server says so otherwise).
 */
export function DrumKitList() {
  const small = useSmallScreen();
  return (
    <List
      filters={taxonomyFilters}
      perPage={20}
      pagination={<ConsolePagination />}
      sort={{ field: 'name', order: 'ASC' }}
    >
      {small ? (
        <TaxonomyLines />
      ) : (
        <DataTable bulkActionButtons={<MergeButton />}>
          <DataTable.Col source="name" />
          <DataTable.Col source="ownerName" disableSort>
            <TextField source="ownerName" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="sounds">
            <NumberField source="sounds" locales="pt-BR" />
          </DataTable.Col>
          <DataTable.Col source="similar" disableSort>
            <SimilarField />
          </DataTable.Col>
          <DataTable.Col label="resources.drum-kits.fields.actions">
            <EditButton label="sampleteca.merge.rename" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
