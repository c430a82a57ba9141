import { Box, List as MuiList, ListItem, ListItemText, Typography } from '@mui/material';
import { useGetList, useResourceContext, useTranslate } from 'react-admin';

import { MERGES_RESOURCE, type MergeRecord } from './mergeApi';
import { UndoMergeButton } from './UndoMergeButton';

/** The list's last merges, newest first, each with 'Desfazer' while it can be undone (30 days). */
export function RecentMerges() {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { data: merges = [] } = useGetList<MergeRecord>(MERGES_RESOURCE, {
    filter: { kind: resource },
    pagination: { page: 1, perPage: 5 },
    sort: { field: 'mergedAt', order: 'DESC' },
  });
  if (merges.length === 0) return null;
  const headingId = `recent-merges-${resource}`;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h2" variant="subtitle1">
        {translate('sampleteca.merge.recent')}
      </Typography>
      <MuiList dense>
        {merges.map((merge) => (
          <ListItem key={merge.id} secondaryAction={merge.undoable ? <UndoMergeButton merge={merge} /> : null}>
            <ListItemText
              primary={translate('sampleteca.merge.record', {
                removed: merge.removed.map((entry) => entry.name).join(', '),
                kept: merge.keptName,
                smart_count: merge.moved,
              })}
              secondary={[
                new Date(merge.mergedAt).toLocaleString('pt-BR'),
                merge.undoneAt ? translate('sampleteca.merge.undone') : '',
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </MuiList>
    </Box>
  );
}
