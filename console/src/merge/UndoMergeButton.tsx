import UndoIcon from '@mui/icons-material/Undo';
import { useMutation } from '@tanstack/react-query';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';

import { undoMerge, type MergeRecord } from './mergeApi';

/** 'Desfazer': the removed entries come back with their sounds; the server's refusal is shown as it says it. */
export function UndoMergeButton({ merge }: { merge: MergeRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const undo = useMutation({
    mutationFn: () => undoMerge(merge.id),
    onSuccess: (answer) => {
      notify(answer.message, { type: 'success' });
      refresh();
    },
    onError: (error: Error) => notify(error.message || 'sampleteca.merge.undo_failed', { type: 'error' }),
  });
  const names = merge.removed.map((entry) => entry.name).join(', ');
  return (
    <Button
      label="sampleteca.merge.undo"
      aria-label={translate('sampleteca.merge.undo_named', { removed: names, kept: merge.keptName })}
      onClick={() => undo.mutate()}
      disabled={undo.isPending}
    >
      <UndoIcon />
    </Button>
  );
}
