import { Button } from '@mui/material';
import { useCloseNotification, useNotify, useRefresh, useTranslate } from 'react-admin';

/** The notice's 'Desfazer': closes it and starts the reverting call. */
function UndoAction({ onUndo }: { onUndo: () => void }) {
  const close = useCloseNotification();
  const translate = useTranslate();
  const undo = () => {
    close();
    onUndo();
  };
  return (
    <Button color="primary" size="small" onClick={undo}>
      {translate('ra.action.undo')}
    </Button>
  );
}

interface UndoMessages {
  /** Shown once the reverting call succeeded. */
  undone: string;
  /** Shown when it failed; `%{message}` is the server's reason. */
  failed: string;
}

/**
 * Says an action is done, and offers 'Desfazer'. The action has already reached the server when
 * this is called (no react-admin 'undoable' mode, which sends only once the notice has gone and
 * loses the action when the tab closes first); 'Desfazer' is a call of its own that reverts it.
 */
export function useNotifyWithUndo() {
  const notify = useNotify();
  const refresh = useRefresh();
  return (message: string, undo: () => Promise<unknown>, { undone, failed }: UndoMessages, messageArgs = {}) => {
    const revert = () =>
      undo().then(
        () => {
          notify(undone, { type: 'info', messageArgs });
          refresh();
        },
        (error: Error) => notify(failed, { type: 'error', messageArgs: { ...messageArgs, message: error.message } }),
      );
    notify(message, { type: 'info', messageArgs, action: <UndoAction onUndo={() => void revert()} /> });
  };
}
