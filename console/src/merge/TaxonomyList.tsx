import { DataTable, NumberField, TextField, useResourceContext } from 'react-admin';

import { ConsoleList } from '../layout/ConsoleList';
import { useSmallScreen } from '../layout/useSmallScreen';
import { MergeButton } from './MergeButton';
import { RecentMerges } from './RecentMerges';
import { RenameButton } from './RenameButton';
import { SimilarField } from './SimilarField';
import { taxonomyFilters } from './taxonomyFilters';
import { TaxonomyLines } from './TaxonomyLines';
import { VisibleSelectionOnly } from './VisibleSelectionOnly';

/**
 * A category, drum kit or credited artist list: by name with its sounds and likely duplicates;
 * rows selected together are merged (MergeButton), and the last merges can be undone below
 * (RecentMerges). Drum kits also show their producer. The ticks live only as long as the screen
 * (VisibleSelectionOnly); the sort, filters and page are still remembered.
 */
export function TaxonomyList({ withOwner = false }: { withOwner?: boolean }) {
  const small = useSmallScreen();
  const resource = useResourceContext();
  return (
    <>
      <ConsoleList filters={taxonomyFilters} sort={{ field: 'name', order: 'ASC' }}>
        <VisibleSelectionOnly />
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
              <RenameButton />
            </DataTable.Col>
          </DataTable>
        )}
      </ConsoleList>
      <RecentMerges />
    </>
  );
}
