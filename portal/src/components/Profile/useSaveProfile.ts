import type { UseFormReset, UseFormSetError } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { ApiError, applyFieldErrors } from '../../api/apiError';
import type { ProfileChanges } from '../../api/types';
import { updateMyProfile } from '../../api/users';
import { useAuth } from '../../hooks/useAuth';
import { paths } from '../../routes/paths';
import type { ProfileValues } from '../../schemas/profileSchema';
import { toaster } from '../ui/toaster';
import { askedEmailChange, emptyToNull, formFields, formValues } from './profileFormValues';

interface SaveProfile {
  avatarUrl: string | null;
  setError: UseFormSetError<ProfileValues>;
  reset: UseFormReset<ProfileValues>;
}

/**
 * The profile form's submit: saves the changes, then back to the profile; a new e-mail stays on
 * the form (it awaits its link); the server's refusals go to their fields and a toast.
 */
export function useSaveProfile({ avatarUrl, setError, reset }: SaveProfile) {
  const { setProfile } = useAuth();
  const navigate = useNavigate();
  return async (values: ProfileValues) => {
    // The server refuses only a changed e-mail on an outside-provider account, so the read-only value goes along.
    const changes: ProfileChanges = {
      fullName: values.fullName,
      email: values.email,
      phone: values.phone,
      cpf: values.cpf,
      cep: values.cep,
      producer: values.producer,
      facebookUrl: emptyToNull(values.facebookUrl),
      instagramUrl: emptyToNull(values.instagramUrl),
      youtubeUrl: emptyToNull(values.youtubeUrl),
      tiktokUrl: emptyToNull(values.tiktokUrl),
      avatarUrl,
    };
    try {
      const saved = await updateMyProfile(changes);
      setProfile(saved);
      if (askedEmailChange(values.email, saved)) {
        // Stay here: the field shows the address still in use, the note under it the one awaiting its link.
        reset(formValues(saved));
        toaster.create({
          type: 'info',
          title: `Enviamos um link de confirmação para ${saved.pendingEmail}. O e-mail só muda depois que você abrir o link.`,
        });
        return;
      }
      toaster.create({ type: 'success', title: 'Suas informações foram atualizadas.' });
      navigate(paths.profileMe);
    } catch (error) {
      if (!(error instanceof ApiError)) {
        toaster.create({ type: 'error', title: 'Problema ao atualizar dados do usuário!' });
        return;
      }
      if (error.code === 'CPF_IN_USE') {
        setError('cpf', { type: 'server', message: error.message }, { shouldFocus: true });
        toaster.create({ type: 'error', title: error.message });
        return;
      }
      if (error.fieldErrors.some((entry) => entry.field === 'avatarUrl')) {
        toaster.create({ type: 'error', title: 'Erro ao tentar fazer upload da imagem!' });
      }
      applyFieldErrors(error, setError, formFields);
      const known = error.code === 'EMAIL_READ_ONLY' || error.code === 'RATE_LIMITED';
      toaster.create({ type: 'error', title: known ? error.message : 'Problema ao tentar atualizar suas informações' });
    }
  };
}
