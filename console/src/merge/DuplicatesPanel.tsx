import MergeTypeIcon from '@mui/icons-material/MergeType';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetList, useRecordContext, useRedirect, useResourceContext, useTranslate } from 'react-admin';

import { MergeDialog } from './MergeDialog';
import type { TaxonomyEntry } from './types';
import { useMerge } from './useMerge';

/**
 * On an entry's page: its likely duplicates (same name once accents, case and spacing are
 * folded; for drum kits, of the same producer) and 'Unir duplicatas', so merging needs no table
 * and works on a phone too.
 */
export function DuplicatesPanel() {
  const record = useRecordContext<TaxonomyEntry>();
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { data: entries = [] } = useGetList<TaxonomyEntry>(
    resource,
    {
      filter: { similarTo: record?.id },
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'sounds', order: 'DESC' },
    },
    { enabled: Boolean(record && record.similar > 0) },
  );
  // The entry open here may be one of those removed: back to the list either way. The dialog
  // closes first, or its dry run would ask again about entries that are gone (404).
  const { merge, busy } = useMerge(resource, () => {
    setOpen(false);
    redirect('list', resource);
  });
  if (!record || record.similar === 0 || entries.length < 2) return null;

  const others = entries.filter((entry) => entry.id !== record.id);
  return (
    <Stack component="section" gap={1} sx={{ mt: 2 }} aria-labelledby="duplicatas">
      <Typography id="duplicatas" component="h2" variant="subtitle1">
        {translate('sampleteca.merge.similar', { smart_count: others.length })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {others
          .map((entry) =>
            translate('sampleteca.merge.option', { name: entry.name, smart_count: entry.sounds, owner: '' }),
          )
          .join(' · ')}
      </Typography>
      {/* A button with its words on every screen (react-admin's shows only the icon on a phone). */}
      <div>
        <Button variant="outlined" startIcon={<MergeTypeIcon />} onClick={() => setOpen(true)}>
          {translate('sampleteca.merge.action')}
        </Button>
      </div>
      <MergeDialog
        open={open}
        resource={resource}
        entries={entries}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={(keptId, removedIds) => void merge(keptId, removedIds)}
      />
    </Stack>
  );
}
