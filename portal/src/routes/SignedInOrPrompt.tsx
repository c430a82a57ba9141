import { Outlet } from 'react-router-dom';

import { LoginPrompt } from '../components/Catalogue/LoginPrompt';
import { FullPageLoader } from '../components/Common/FullPageLoader';
import { useAuth } from '../hooks/useAuth';

/** Artist and drum kit pages: a visitor is asked to log in there rather than sent away (spec 02 §2). */
export function SignedInOrPrompt() {
  const auth = useAuth();
  if (auth.status === 'loading') return <FullPageLoader />;
  if (auth.status === 'visitor') {
    // Signing out from here lands where the sign-out says ('/'), as with RequireAuth.
    if (auth.signedOutTo) return <FullPageLoader />;
    return <LoginPrompt />;
  }
  return <Outlet />;
}
