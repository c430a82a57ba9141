import { Navigate, Outlet } from 'react-router-dom';

import { FullPageLoader } from '../components/Common/FullPageLoader';
import { useAuth } from '../hooks/useAuth';
import { paths } from './paths';

/** Sign-in and registration pages: a signed-in user has nothing to do there and goes to the dashboard. */
export function VisitorOnly() {
  const { status } = useAuth();
  if (status === 'loading') return <FullPageLoader />;
  if (status === 'authenticated') return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
