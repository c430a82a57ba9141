import { Navigate } from 'react-router-dom';

import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

/** Spec 1 §2: /sound/* goes to /login for a visitor and to the first upload step otherwise. */
export function SoundRedirect() {
  const { status } = useAuth();
  return <Navigate to={status === 'authenticated' ? paths.soundAddFirstStep : paths.login} replace />;
}
