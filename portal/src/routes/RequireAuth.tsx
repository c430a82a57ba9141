import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

/** Pages for signed-in users: a visitor is sent to /login (spec 1 §6). */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'visitor') {
    // Signing out from a guarded page lands where the sign-out says ('/'), not on /login.
    if (auth.signedOutTo) return <FullPageLoader />;
    return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  }
  return <Outlet />;
}
