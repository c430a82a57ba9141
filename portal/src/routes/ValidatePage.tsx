import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { toaster } from '../components/ui/toaster';
import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

/** Spec 1 §2 /validate: after sign-in, a complete profile goes to the dashboard, an incomplete one to the profile. */
export function ValidatePage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const target =
    auth.status === 'visitor'
      ? paths.login
      : auth.status === 'authenticated'
        ? auth.profile.complete
          ? paths.dashboard
          : paths.profileMe
        : null;

  useEffect(() => {
    if (!target) return;
    // Fixed ids: a second run of the effect (development StrictMode) replaces the toast instead of
    // doubling it. The toaster renders synchronously, which React refuses during an effect: hence the microtask.
    queueMicrotask(() => {
      if (target === paths.login) {
        toaster.create({
          id: 'validate-visitor',
          type: 'error',
          title: 'Usuário não autenticado. Redirecionando para o login.',
        });
      } else if (target === paths.profileMe) {
        toaster.create({ id: 'validate-incomplete', type: 'warning', title: 'Por favor, complete seu perfil.' });
      }
    });
    navigate(target, { replace: true });
  }, [target, navigate]);

  return <FullPageLoader />;
}
