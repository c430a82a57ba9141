import { DataTable, EditButton, List, NumberField, TextField, useResourceContext } from 'react-admin';

import { ConsolePagination } from '../layout/ConsolePagination';
import { useSmallScreen } from '../layout/useSmallScreen';
import { MergeButton } from './MergeButton';
import { SimilarField } from './SimilarField';
import { taxonomyFilters } from './taxonomyFilters';
import { TaxonomyLines } from './TaxonomyLines';

/**
 * A category, drum kit or credited artist list: by name with its sounds and likely duplicates;
 * rows selected together are merged (MergeButton). Drum kits also show their producer.
 */
export function TaxonomyList({ withOwner = false }: { withOwner?: boolean }) {
  const small = useSmallScreen();
  const resource = useResourceContext();
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
          {withOwner ? (
            <DataTable.Col source="ownerName" disableSort>
              <TextField source="ownerName" emptyText="—" />
            </DataTable.Col>
          ) : null}
          <DataTable.Col source="sounds">
            <NumberField source="sounds" locales="pt-BR" />
          </DataTable.Col>
          <DataTable.Col source="similar" disableSort>
            <SimilarField />
          </DataTable.Col>
          <DataTable.Col label={`resources.${resource}.fields.actions`}>
            <EditButton label="sampleteca.merge.rename" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
