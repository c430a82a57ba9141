import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError } from '../../api/apiError';
import { deleteMyAccount, type DeleteAccountRequest } from '../../api/users';
import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../routes/paths';
import { toaster } from '../ui/toaster';

/** What the dialog asks to confirm: the password, or the typed e-mail (social sign-in only), and a code. */
export type DeletionFields = { password: string; email: string; code: string };

/**
 * The deletion and what follows it: signed out on this device (the server already ended every
 * session) and on the landing page, told so. A password the account turns out to have (set
 * through a recovery link) is asked for when the server says so.
 */
export function useDeleteAccount() {
  const auth = useAuth();
  const identities = auth.status === 'authenticated' ? auth.user.identities : [];
  const factors = auth.status === 'authenticated' ? auth.user.factors : [];
  const [askPassword, setAskPassword] = useState(identities.some((identity) => identity.provider === 'email'));
  const askCode = factors.some((factor) => factor.status === 'verified');

  const deletion = useMutation<unknown, Error, DeletionFields>({
    mutationFn: ({ password, email, code }) => {
      const confirmation: DeleteAccountRequest = askPassword ? { password } : { email: email.trim() };
      return deleteMyAccount(askCode ? { ...confirmation, code: code.trim() } : confirmation);
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'DELETION_PASSWORD_REQUIRED') setAskPassword(true);
    },
    onSuccess: async () => {
      await auth.signOut({ redirectTo: paths.home });
      toaster.create({ id: 'account-deleted', type: 'success', title: 'Sua conta foi excluída.', duration: 15_000 });
    },
  });
  return { deletion, askPassword, askCode };
}
