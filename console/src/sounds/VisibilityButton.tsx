import PublicIcon from '@mui/icons-material/Public';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { MouseEvent } from 'react';
import { useNotify, useRecordContext, useUpdate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import type { AdminSound } from './types';

/** Esconder a public sound, Publicar a private one: undoable for the notification's few seconds. */
export function VisibilityButton(_props: { label?: string }) {
  const record = useRecordContext<AdminSound>();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate<AdminSound>();
  if (!record) return null;
  const hiding = record.status === 'public';

  const toggle = (event: MouseEvent) => {
    // In a list row the click would open the sound too.
    event.stopPropagation();
    update(
      'sounds',
      { id: record.id, data: { status: hiding ? 'private' : 'public' }, previousData: record },
      {
        mutationMode: 'undoable',
        onSuccess: () =>
          notify(`resources.sounds.notification.${hiding ? 'hidden' : 'published'}`, { type: 'info', undoable: true }),
        onError: (error) =>
          notify('resources.sounds.notification.error', { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };

  return (
    <NamedButton
      label={`resources.sounds.action.${hiding ? 'hide' : 'publish'}`}
      color={hiding ? 'warning' : 'success'}
      onClick={toggle}
      disabled={isPending}
    >
      {hiding ? <VisibilityOffIcon /> : <PublicIcon />}
    </NamedButton>
  );
}
