import { Navigate, Outlet, useNavigation } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

/** Sign-in and registration pages: a signed-in user has nothing to do there and goes to the dashboard. */
export function VisitorOnly() {
  const { status } = useAuth();
  const navigation = useNavigation();
  if (status === 'loading') return <FullPageLoader />;
  // A sign-in here navigates on (to ?next=, /validate…) while that page's chunk loads: let it
  // arrive rather than send the new session to the dashboard meanwhile.
  if (status === 'authenticated') {
    return navigation.state === 'idle' ? <Navigate to={paths.dashboard} replace /> : <Outlet />;
  }
  return <Outlet />;
}
