import { useState } from 'react';
import { useNotify } from 'react-admin';

/** Runs a button's async work, marking it busy meanwhile and telling the admin when it fails. */
export function useBusyAction(failureMessage: string): [(work: () => Promise<void>) => Promise<void>, boolean] {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch {
      notify(failureMessage, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return [run, busy];
}
