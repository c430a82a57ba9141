import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useUpdate } from 'react-admin';

import { NamedButton } from '../layout/NamedButton';
import type { AdminUser } from './types';

/**
 * Tornar / Remover administrador, after a confirmation. Not undoable: a revocation ends the
 * account's sessions at once, and the server refuses to take the role from the last admin.
 */
export function RoleButton() {
  const record = useRecordContext<AdminUser>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [update, { isPending }] = useUpdate<AdminUser>();
  if (!record) return null;
  const granting = !record.isAdmin;
  const text = (key: string) => `resources.users.role.${key}`;
  const name = { name: record.fullName };

  const confirm = () => {
    setOpen(false);
    update(
      'users',
      { id: record.id, data: { isAdmin: granting }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(text(granting ? 'granted' : 'revoked'), { type: 'info', messageArgs: name }),
        onError: (error) => notify(text('error'), { type: 'error', messageArgs: { message: error.message } }),
      },
    );
  };

  return (
    <>
      <NamedButton
        label={text(granting ? 'grant' : 'revoke')}
        color={granting ? 'primary' : 'error'}
        onClick={() => setOpen(true)}
        disabled={isPending}
      >
        {granting ? <AdminPanelSettingsIcon /> : <RemoveModeratorIcon />}
      </NamedButton>
      <Confirm
        isOpen={open}
        title={text(granting ? 'grant_title' : 'revoke_title')}
        content={text(granting ? 'grant_content' : 'revoke_content')}
        translateOptions={name}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
