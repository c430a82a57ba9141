import MergeTypeIcon from '@mui/icons-material/MergeType';
import { useState } from 'react';
import { useGetMany, useListContext, useRefresh, useResourceContext, useUnselectAll } from 'react-admin';

import { MergeDialog } from './MergeDialog';
import type { TaxonomyEntry } from './types';
import { useMerge } from './useMerge';
import { NamedButton } from '../layout/NamedButton';

/**
 * The lists' bulk action 'Unir duplicatas': the selected entries become one, chosen in a dialog.
 * Not undoable (the others are deleted), so it asks first; the server refuses what it must
 * (drum kits of different producers) and its Portuguese message is shown as is.
 */
export function MergeButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds } = useListContext<TaxonomyEntry>();
  const { data: entries = [] } = useGetMany<TaxonomyEntry>(resource, { ids: selectedIds });
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const [open, setOpen] = useState(false);
  const { merge, busy } = useMerge(resource, () => {
    setOpen(false);
    unselectAll();
    refresh();
  });

  return (
    <>
      <NamedButton label="sampleteca.merge.action" onClick={() => setOpen(true)} disabled={selectedIds.length < 2}>
        <MergeTypeIcon />
      </NamedButton>
      <MergeDialog
        open={open}
        entries={entries}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={(keptId) => void merge(keptId, selectedIds.map(String))}
      />
    </>
  );
}
