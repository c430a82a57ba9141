import { useState } from 'react';
import { useNotify } from 'react-admin';

import { mergeInto } from './mergeApi';

/**
 * Merges `ids` into the one kept and tells the administrator how it went (the server's own
 * Portuguese message, also when it refuses, e.g. drum kits of different producers).
 */
export function useMerge(resource: string, onMerged: () => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  const merge = async (keptId: string, ids: string[]) => {
    setBusy(true);
    try {
      const outcome = await mergeInto(resource, keptId, ids);
      notify(outcome.message, { type: 'success' });
      onMerged();
    } catch (error) {
      notify((error as Error).message || 'sampleteca.merge.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return { merge, busy };
}
