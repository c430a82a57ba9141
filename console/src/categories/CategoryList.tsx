import { DataTable, EditButton, List, NumberField } from 'react-admin';

import { ConsolePagination } from '../layout/ConsolePagination';
import { useSmallScreen } from '../layout/useSmallScreen';
import { MergeButton } from '../merge/MergeButton';
import { TaxonomyLines } from '../merge/TaxonomyLines';
import { SimilarField } from '../merge/SimilarField';
import { taxonomyFilters } from '../merge/taxonomyFilters';

/** Categories by name with their sounds; select duplicates ('funk' and 'fünk ') to merge them. */
export function CategoryList() {
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
          <DataTable.Col source="sounds">
            <NumberField source="sounds" locales="pt-BR" />
          </DataTable.Col>
          <DataTable.Col source="similar" disableSort>
            <SimilarField />
          </DataTable.Col>
          <DataTable.Col label="resources.categories.fields.actions">
            <EditButton label="sampleteca.merge.rename" />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
