import PublicIcon from '@mui/icons-material/Public';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { MouseEvent } from 'react';
import { useDataProvider, useNotify, useRecordContext, useUpdate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import { useNotifyWithUndo } from '../layout/useNotifyWithUndo';
import type { AdminSound } from './types';

const undoMessages = { undone: 'resources.sounds.notification.undone', failed: 'resources.sounds.notification.error' };

/**
 * Esconder a public sound, Publicar a private one: changed on the server before the notice says
 * so; its 'Desfazer' sends the previous visibility back.
 */
export function VisibilityButton(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const notify = useNotify();
  const notifyWithUndo = useNotifyWithUndo();
  const dataProvider = useDataProvider();
  const [update, { isPending }] = useUpdate<AdminSound>();
  if (!record) return null;
  const hiding = record.status === 'public';

  const toggle = (event: MouseEvent) => {
    // In a list row the click would open the sound too.
    event.stopPropagation();
    const previous = record.status;
    update(
      'sounds',
      { id: record.id, data: { status: hiding ? 'private' : 'public' }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: (changed) =>
          notifyWithUndo(
            `resources.sounds.notification.${hiding ? 'hidden' : 'published'}`,
            () => dataProvider.update('sounds', { id: record.id, data: { status: previous }, previousData: changed }),
            undoMessages,
          ),
        onError: (error) =>
          notify('resources.sounds.notification.error', { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };

  return (
    <NamedButton
      label={`resources.sounds.action.${hiding ? 'hide' : 'publish'}`}
      subject={record.name}
      color={hiding ? 'warning' : 'success'}
      onClick={toggle}
      disabled={isPending}
    >
      {hiding ? <VisibilityOffIcon /> : <PublicIcon />}
    </NamedButton>
  );
}
