import { Navigate, Outlet, useLocation } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { readRegisterDraft } from '../components/Register/registerDraft';
import { useAuth } from '../hooks/useAuth';
import { loginPath } from './paths';

/**
 * Registration step 4 and the success step need the new account signed in (the checkout and the
 * sync are the user's own calls). A visitor signs in first and comes straight back here.
 */
export function RegisterSignedIn() {
  const auth = useAuth();
  const location = useLocation();
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'visitor') {
    if (auth.signedOutTo) return <FullPageLoader />;
    const email = readRegisterDraft()?.email;
    return (
      <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace state={email ? { email } : null} />
    );
  }
  return <Outlet />;
}
