import { Navigate } from 'react-router-dom';

import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

// '/' and unknown addresses: the dashboard for a signed-in user, the landing page otherwise.
export function VisitorRedirect() {
  const { status } = useAuth();
  return <Navigate to={status === 'authenticated' ? paths.dashboard : paths.home} replace />;
}
