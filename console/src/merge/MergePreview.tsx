import { Alert, Box, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import type { MergeOutcome } from './mergeApi';

/**
 * The server's dry run in words: each entry that will be removed with its sounds, and how many
 * sounds move to the kept one; its refusal as the server says it. Read out as it changes.
 */
export function MergePreview({ preview }: { preview: UseQueryResult<MergeOutcome> }) {
  const translate = useTranslate();
  return (
    <Box aria-live="polite" sx={{ mt: 2 }}>
      {preview.isError ? (
        <Alert severity="error">{preview.error.message || translate('sampleteca.merge.failed')}</Alert>
      ) : !preview.data ? (
        <Typography variant="body2">{translate('sampleteca.merge.previewing')}</Typography>
      ) : (
        <>
          <Typography variant="body2">
            {translate('sampleteca.merge.removing', { smart_count: preview.data.removedEntries.length })}
          </Typography>
          <ul>
            {preview.data.removedEntries.map((entry) => (
              <li key={entry.id}>
                <Typography variant="body2">
                  {translate('sampleteca.merge.option', { name: entry.name, smart_count: entry.sounds, owner: '' })}
                </Typography>
              </li>
            ))}
          </ul>
          <Typography variant="body2">
            {translate('sampleteca.merge.consequence', {
              smart_count: preview.data.moved,
              kept: preview.data.kept.name,
            })}
          </Typography>
        </>
      )}
    </Box>
  );
}
