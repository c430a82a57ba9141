import MergeTypeIcon from '@mui/icons-material/MergeType';
import { useState } from 'react';
import { useListContext, useRefresh, useResourceContext } from 'react-admin';

import { MergeDialog } from './MergeDialog';
import type { TaxonomyEntry } from './types';
import { useMerge } from './useMerge';
import { NamedButton } from '../layout/NamedButton';

/**
 * The lists' bulk action 'Unir duplicatas': the rows ticked on screen become one, chosen in a
 * dialog. The entries come from the rows shown, never from ids alone (a getMany the server
 * once ignored listed every entry). Cancelling or merging clears the ticks.
 */
export function MergeButton() {
  const resource = useResourceContext() ?? '';
  const { selectedIds, data = [], onUnselectItems } = useListContext<TaxonomyEntry>();
  const ticked = data.filter((entry) => selectedIds.includes(entry.id));
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onUnselectItems();
  };
  const refresh = useRefresh();
  // The list and its recent merges are read again.
  const { merge, busy } = useMerge(resource, () => {
    close();
    refresh();
  });

  return (
    <>
      <NamedButton label="sampleteca.merge.action" onClick={() => setOpen(true)} disabled={ticked.length < 2}>
        <MergeTypeIcon />
      </NamedButton>
      <MergeDialog
        open={open}
        resource={resource}
        entries={ticked}
        busy={busy}
        onCancel={close}
        onConfirm={(keptId, removedIds) => void merge(keptId, removedIds)}
      />
    </>
  );
}
