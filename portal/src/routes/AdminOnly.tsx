import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';

import { useIsAdmin } from '../hooks/useIsAdmin';
import { paths } from './paths';

/**
 * An admin-only page (spec 02 §2): anyone else goes to their downloads. The page itself renders
 * only for an admin, so it never fetches what the server would refuse.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  return useIsAdmin() ? children : <Navigate to={paths.profileDownloads} replace />;
}
